import type { Init } from '../../../contract/init';
import { preloadable } from '../../ui/lazy/preloadable';

// Off the critical path: the account menu only for a signed-in user, the owner's header (with the
// sanitiser and the HTML parser) only for stores that have one.
/** The signed-in user's account menu. */
export const accountMenu = preloadable(() => import('./AccountMenu'));
/** The owner's header HTML, wired to the store's controls. */
export const dynamicHeader = preloadable(() => import('./DynamicHeader'));

/** Loads the code of the header parts `init` shows; main.tsx waits for it before hydrating. */
export function loadHeaderCode(init: Init): Promise<unknown>[] {
  return [...(init.user ? [accountMenu.load()] : []), ...(init.dynamicNavbar.data ? [dynamicHeader.load()] : [])];
}
