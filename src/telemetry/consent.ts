/** The visitor's answer about analytics: nothing is captured unless it is `granted`. */
export type Consent = 'pending' | 'granted' | 'denied';

/** Where the answer is kept (per site origin). */
export const CONSENT_KEY = 'storefront.analytics-consent';

/** The stored answer; `pending` when there is none or storage is unavailable. */
export function readConsent(storage: Storage): Consent {
  try {
    const value = storage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : 'pending';
  } catch {
    return 'pending';
  }
}

/** Keeps the visitor's answer. */
export function writeConsent(storage: Storage, consent: 'granted' | 'denied'): void {
  try {
    storage.setItem(CONSENT_KEY, consent);
  } catch {
    // Private modes may refuse storage: the answer then holds for this page only.
  }
}
