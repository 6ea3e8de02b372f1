import type { RegistryEntry } from '../registry-types';

/** Brand carousel: brand tiles linking to the product list. */
export const entry: RegistryEntry<'brand-carousel'> = { name: 'brand-carousel', load: () => import('./BrandCarousel') };
