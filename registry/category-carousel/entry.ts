import type { RegistryEntry } from '../registry-types';

/** Category carousel: category tiles linking to the product list. */
export const entry: RegistryEntry<'category-carousel'> = { name: 'category-carousel', load: () => import('./CategoryCarousel') };
