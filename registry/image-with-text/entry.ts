import type { RegistryEntry } from '../registry-types';

/** Image with text: an image beside a title, text and a call to action. */
export const entry: RegistryEntry<'image-with-text'> = { name: 'image-with-text', load: () => import('./ImageWithText') };
