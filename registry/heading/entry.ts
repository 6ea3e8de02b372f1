import type { RegistryEntry } from '../../src/engine/registry-types';
import type { HeadingData } from './heading-data';
import { checkHeadingData } from './heading-data';

/** Heading and text: a title with an optional paragraph. */
export const entry: RegistryEntry<HeadingData> = {
  name: 'heading',
  aliases: ['heading-text', 'HeadingText'],
  check: checkHeadingData,
  load: () => import('./Heading'),
};
