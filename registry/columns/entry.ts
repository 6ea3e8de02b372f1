import type { RegistryEntry } from '../registry-types';

/** Columns: a layout whose columns hold components. */
export const entry: RegistryEntry<'columns'> = { name: 'columns', load: () => import('./Columns') };
