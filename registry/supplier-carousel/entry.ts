import type { RegistryEntry } from '../registry-types';

/** Supplier carousel: supplier cards linking to each supplier. */
export const entry: RegistryEntry<'supplier-carousel'> = { name: 'supplier-carousel', load: () => import('./SupplierCarousel') };
