import type { RegistryEntry } from '../registry-types';

/** Hero slider: full-width slides with autoplay (2 s by default). */
export const entry: RegistryEntry<'hero-slider'> = { name: 'hero-slider', load: () => import('./HeroSlider') };
