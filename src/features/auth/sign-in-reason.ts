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
