import type { RegistryEntry } from '../../src/engine/registry-types';

/** Hero slider: full-width slides with autoplay (2 s by default). */
export const entry: RegistryEntry<'hero-slider'> = { name: 'hero-slider', load: () => import('./HeroSlider') };
