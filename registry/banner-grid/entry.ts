import type { RegistryEntry } from '../../src/engine/registry-types';

/** Banner grid: several banners side by side. */
export const entry: RegistryEntry<'banner-grid'> = { name: 'banner-grid', load: () => import('./BannerGrid') };
