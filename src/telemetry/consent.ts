import { readCookie } from '../api/xsrf';
import { type Consent, CONSENT_COOKIE, consentOf } from '../../contract/consent';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The answer in a Cookie header or `document.cookie`. */
export function consentFromCookies(cookies: string): Consent {
  return consentOf(readCookie(cookies, CONSENT_COOKIE));
}

/** Keeps the visitor's answer for a year. */
export function writeConsent(doc: Document, consent: 'granted' | 'denied'): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CONSENT_COOKIE}=${consent}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure}`;
}
