import type { RegistryEntry } from '../registry-types';

/** Heading and text: a title with an optional paragraph. */
export const entry: RegistryEntry<'heading'> = { name: 'heading', load: () => import('./Heading') };
