import type { RegistryEntry } from '../registry-types';

/** Product grid: product cards in a responsive grid. */
export const entry: RegistryEntry<'product-grid'> = { name: 'product-grid', load: () => import('./ProductGrid') };
