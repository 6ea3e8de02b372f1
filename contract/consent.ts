/** The visitor's answer about analytics: nothing is captured unless it is `granted`. */
export type Consent = 'pending' | 'granted' | 'denied';

/**
 * The cookie that keeps the answer (per site origin). A cookie rather than storage so that the server
 * can render the banner with the page on a first visit, instead of it appearing seconds later.
 */
export const CONSENT_COOKIE = 'analytics_consent';

/** The element that holds the banner; the server renders it, filled, for a visitor who has not answered. */
export const CONSENT_BANNER_ID = 'consent-banner';

/** The answer a consent cookie's value holds; `pending` when there is none or it is anything else. */
export function consentOf(value: string | null | undefined): Consent {
  return value === 'granted' || value === 'denied' ? value : 'pending';
}
