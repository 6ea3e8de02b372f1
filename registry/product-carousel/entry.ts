import type { RegistryEntry } from '../registry-types';

/** Product carousel: product cards chosen by logicdata, resolved by the server. */
export const entry: RegistryEntry<'product-carousel'> = { name: 'product-carousel', load: () => import('./ProductCarousel') };
