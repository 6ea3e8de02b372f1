import type { CashfreeOptions } from '../../../../contract/payment';
import type { GatewayOutcome } from '../../../machines/gateway-outcome';
import { loadScript } from './load-script';

interface CashfreeResult {
  error?: { message?: string };
  redirect?: boolean;
}
type CashfreeFactory = (config: { mode: string }) => {
  checkout(options: { paymentSessionId: string; redirectTarget: '_self'; returnUrl: string }): Promise<CashfreeResult>;
};

/** Opens Cashfree's checkout (JS SDK v3); a payment leaves the page for the return URL. */
export async function openCashfree(
  options: CashfreeOptions,
  win: Window & { Cashfree?: CashfreeFactory } = window,
): Promise<GatewayOutcome> {
  await loadScript(options.script, win.document);
  const Cashfree = win.Cashfree;
  if (!Cashfree) throw new Error('The payment gateway could not be started. Please try again.');
  const result = await Cashfree({ mode: options.mode }).checkout({
    paymentSessionId: options.payment_session_id,
    redirectTarget: '_self',
    returnUrl: options.return_url,
  });
  if (result.error) {
    const message = result.error.message ?? '';
    return /closed|cancel/i.test(message)
      ? { outcome: 'dismissed' }
      : { outcome: 'failed', message: message || 'The payment did not go through.' };
  }
  return { outcome: 'redirecting' };
}
