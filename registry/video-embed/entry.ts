import type { RegistryEntry } from '../registry-types';

/** Video embed: privacy-enhanced YouTube or Vimeo, loaded when played. */
export const entry: RegistryEntry<'video-embed'> = { name: 'video-embed', load: () => import('./VideoEmbed') };
