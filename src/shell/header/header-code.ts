import { preloadable } from '../../ui/lazy/preloadable';

// Off the critical path: the account menu only for a signed-in user, the owner's header (with the
// sanitiser and the HTML parser) only for stores that have one. src/shell/shell-code.ts loads them.
/** The signed-in user's account menu. */
export const accountMenu = preloadable(() => import('./AccountMenu'));
/** The owner's header HTML, wired to the store's controls. */
export const dynamicHeader = preloadable(() => import('./DynamicHeader'));
/** The phone's menu drawer's contents: drawn only while the drawer is open, so off the critical path; HeaderDrawers loads it once the page is idle. */
export const mobileMenu = preloadable(() => import('./MobileMenu'));
