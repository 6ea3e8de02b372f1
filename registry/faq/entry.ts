import type { RegistryEntry } from '../registry-types';

/** FAQ: questions whose answers open one by one. */
export const entry: RegistryEntry<'faq'> = { name: 'faq', load: () => import('./Faq') };
