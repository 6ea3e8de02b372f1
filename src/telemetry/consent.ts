import { readCookie } from '../api/xsrf';

/** The visitor's answer about analytics: nothing is captured unless it is `granted`. */
export type Consent = 'pending' | 'granted' | 'denied';

/**
 * The cookie that keeps the answer (per site origin). A cookie rather than storage so that the server
 * can render the banner with the page on a first visit, instead of it appearing seconds later.
 */
export const CONSENT_COOKIE = 'analytics_consent';

/** The element that holds the banner; the server renders it, filled, for a visitor who has not answered. */
export const CONSENT_BANNER_ID = 'consent-banner';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The answer a consent cookie's value holds; `pending` when there is none or it is anything else. */
export function consentOf(value: string | null | undefined): Consent {
  return value === 'granted' || value === 'denied' ? value : 'pending';
}

/** The answer in a Cookie header or `document.cookie`. */
export function consentFromCookies(cookies: string): Consent {
  return consentOf(readCookie(cookies, CONSENT_COOKIE));
}

/** Keeps the visitor's answer for a year. */
export function writeConsent(doc: Document, consent: 'granted' | 'denied'): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CONSENT_COOKIE}=${consent}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure}`;
}
