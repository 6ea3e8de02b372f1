import type { RegistryEntry } from '../registry-types';

/** A built-in screen (product list, cart, account …) placed by a route's page data. */
export const entry: RegistryEntry<'screen'> = {
  name: 'screen',
  load: () => import('./Screen'),
  prepare: (data) => import('./screen-code').then((code) => code.loadScreenOf(data)),
};
