import type { RegistryEntry } from '../registry-types';

/** Banner: one promotional image with optional caption and link. */
export const entry: RegistryEntry<'banner'> = { name: 'banner', load: () => import('./Banner') };
