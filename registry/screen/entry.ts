import type { RegistryEntry } from '../../src/engine/registry-types';
import { isScreenId, type ScreenId } from '../../src/screens/screen-ids';

/** A built-in screen (product list, cart, account …) placed by a route's page data. */
export const entry: RegistryEntry<{ screen: ScreenId }> = {
  name: 'screen',
  check: (data) => (data && typeof data === 'object' && isScreenId((data as { screen?: unknown }).screen) ? null : '/screen'),
  load: () => import('./Screen'),
};
