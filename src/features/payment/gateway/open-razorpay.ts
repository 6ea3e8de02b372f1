import type { RazorpayOptions } from '../../../../contract/payment';
import type { GatewayOutcome } from '../../../machines/gateway-outcome';
import { loadScript } from './load-script';

interface RazorpayCheckout {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

/** Opens Razorpay's checkout (checkout.js) and settles with how it ended. */
export async function openRazorpay(
  options: RazorpayOptions,
  win: Window & { Razorpay?: RazorpayConstructor } = window,
): Promise<GatewayOutcome> {
  await loadScript(options.script, win.document);
  const Razorpay = win.Razorpay;
  if (!Razorpay) throw new Error('The payment gateway could not be started. Please try again.');
  return new Promise<GatewayOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: options.key,
      order_id: options.order_id,
      amount: options.amount,
      currency: options.currency,
      name: options.name,
      description: options.description,
      prefill: options.prefill,
      theme: options.theme,
      handler: (response: Record<string, string>) => resolve({ outcome: 'paid', proof: response }),
      modal: { ondismiss: () => resolve({ outcome: 'dismissed' }) },
    });
    checkout.on('payment.failed', (response) => {
      // Our retry screen takes over from Razorpay's own.
      checkout.close();
      resolve({ outcome: 'failed', message: response.error?.description ?? 'The payment did not go through.' });
    });
    checkout.open();
  });
}
