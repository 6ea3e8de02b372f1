import type { RegistryEntry } from '../../src/engine/registry-types';

/** Product grid: product cards in a responsive grid. */
export const entry: RegistryEntry<'product-grid'> = { name: 'product-grid', load: () => import('./ProductGrid') };
