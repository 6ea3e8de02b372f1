import type { RegistryEntry } from '../../src/engine/registry-types';

/** Banner: one promotional image with optional caption and link. */
export const entry: RegistryEntry<'banner'> = { name: 'banner', load: () => import('./Banner') };
