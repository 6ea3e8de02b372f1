import type { RegistryEntry } from '../registry-types';

/** Banner grid: several banners side by side. */
export const entry: RegistryEntry<'banner-grid'> = { name: 'banner-grid', load: () => import('./BannerGrid') };
