import type { RegistryEntry } from '../registry-types';

/** Tabs. */
export const entry: RegistryEntry<'tabs'> = { name: 'tabs', load: () => import('./Tabs') };
