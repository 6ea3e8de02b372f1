import { consumeRedirect } from './redirect-path';
import { RESEND_COOLDOWN_S } from '../../machines/verify-code.machine';

const PHONE_KEY = 'auth.phone';
const SENT_AT_KEY = 'auth.sentAt';

/** Remembers, for the code step, the phone a code was just sent to. */
export function rememberCodeSent(phone: string): void {
  sessionStorage.setItem(PHONE_KEY, phone);
  sessionStorage.setItem(SENT_AT_KEY, String(Date.now()));
}

/** The phone of the code step and the seconds left before Resend, or null when no code was asked for. */
export function codeStep(): { phone: string; resendIn: number } | null {
  const phone = sessionStorage.getItem(PHONE_KEY);
  if (!phone || !/^[6-9]\d{9}$/.test(phone)) return null;
  const sentAt = Number(sessionStorage.getItem(SENT_AT_KEY) ?? 0);
  return { phone, resendIn: Math.max(0, Math.ceil(RESEND_COOLDOWN_S - (Date.now() - sentAt) / 1000)) };
}

/**
 * After sign-in: forget the code step and load the remembered page afresh, with the signed-in store;
 * without one, a sales agent goes to the dashboard and anyone else to /account.
 */
export function finishSignIn(agent = false): void {
  sessionStorage.removeItem(PHONE_KEY);
  sessionStorage.removeItem(SENT_AT_KEY);
  location.assign(consumeRedirect(sessionStorage, location.origin) ?? (agent ? '/account/dashboard' : '/account'));
}
