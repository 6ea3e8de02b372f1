import type { RegistryEntry } from '../registry-types';

/** Section: a layout, a band with its own background holding components. */
export const entry: RegistryEntry<'section'> = { name: 'section', load: () => import('./Section') };
