const REASON_KEY = 'auth.reason';

/** Tells the sign-in page why the shopper was sent there ("Sign in to save Toor Dal to a wishlist."). */
export function rememberSignInReason(reason: string): void {
  sessionStorage.setItem(REASON_KEY, reason);
}

/** The reason for the sign-in page to show (browser only); `forget` once it is shown, so that it shows once. */
export const signInReason = {
  read: (): string | null => sessionStorage.getItem(REASON_KEY),
  forget: (): void => sessionStorage.removeItem(REASON_KEY),
};

/** Why a page that needs a signed-in shopper sent a guest to sign in (issue 35: the page said nothing). */
export function reasonToSignInFor(path: string): string {
  if (path.startsWith('/checkout')) return 'Sign in to place your order. Your cart is kept.';
  if (path.startsWith('/account/orders') || path.startsWith('/order/')) return 'Sign in to see your orders.';
  if (path.startsWith('/account/wishlist')) return 'Sign in to see your wishlists.';
  return 'Sign in to open that page. You will come back to it.';
}
