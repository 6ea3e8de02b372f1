import * as z from 'zod';
import { safeEqual } from '../../security/signing';
import type { PaymentGateway } from './gateway';
import { hmac } from './hmac';
import { parseJson } from './parse-json';

/** The part of Razorpay's Orders API the store uses. */
export interface RazorpayApi {
  createOrder(input: { amount: number; currency: 'INR'; receipt: string }): Promise<{ id: string }>;
}

/** Keys and endpoints of a Razorpay account (or of the offline stand-in). */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** Without one, every webhook is refused (an empty key would let anyone sign). */
  webhookSecret: string | null;
  /** checkout.js: Razorpay's CDN, or the stand-in the reference server serves in test mode. */
  script: string;
  testMode: boolean;
  api: RazorpayApi;
}

/** Razorpay's checkout.js URL. */
export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

const Handback = z.object({
  razorpay_payment_id: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/),
  razorpay_order_id: z.string().max(60),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/),
});

const Webhook = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string(), amount: z.number(), status: z.string() }) }).optional(),
  }),
});

/** The signature Razorpay gives the browser for a payment: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export function razorpaySignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmac(keySecret, `${orderId}|${paymentId}`, 'hex');
}

/** Razorpay: server-created order, checkout.js in the browser, signature checked on our side. */
export function razorpayGateway(config: RazorpayConfig): PaymentGateway {
  return {
    id: 'razorpay',
    // The payment screen says when no money is taken; the shopper's choice reads as in production.
    name: 'Razorpay: UPI, cards, netbanking',
    testMode: config.testMode,
    async createPayment(order) {
      const created = await config.api.createOrder({ amount: order.amountPaise, currency: 'INR', receipt: order.orderNumber });
      return { gatewayOrderId: created.id, sessionId: null, amountPaise: order.amountPaise };
    },
    payOptions(payment, order, store) {
      return {
        provider: 'razorpay',
        script: config.script,
        test_mode: config.testMode,
        key: config.keyId,
        order_id: payment.gatewayOrderId,
        amount: payment.amountPaise,
        currency: 'INR',
        name: store.name,
        description: `Order ${order.orderNumber}`,
        prefill: { name: order.customer.name, contact: order.customer.phone, email: order.customer.email ?? '' },
        theme: { color: store.themeColor },
      };
    },
    async confirm(payment, body) {
      const handback = Handback.safeParse(body);
      if (!handback.success) return { invalid: 'razorpay_payment_id, razorpay_order_id and razorpay_signature are required' };
      // The signature is checked against the order id we stored, never the one the browser sends.
      const expected = razorpaySignature(config.keySecret, payment.gatewayOrderId, handback.data.razorpay_payment_id);
      if (!safeEqual(handback.data.razorpay_signature, expected)) return { invalid: 'The payment signature does not match.' };
      return { paid: true, paymentId: handback.data.razorpay_payment_id };
    },
    readWebhook(rawBody, headers) {
      const received = headers['x-razorpay-signature'];
      if (!config.webhookSecret || typeof received !== 'string' || !safeEqual(received, hmac(config.webhookSecret, rawBody, 'hex')))
        return { kind: 'forged' };
      const event = Webhook.safeParse(parseJson(rawBody));
      const entity = event.success ? event.data.payload.payment?.entity : undefined;
      const paying = event.success && (event.data.event === 'payment.captured' || event.data.event === 'order.paid');
      if (!paying || !entity || entity.status !== 'captured') return { kind: 'ignored' };
      return { kind: 'paid', gatewayOrderId: entity.order_id, paymentId: entity.id, amountPaise: entity.amount };
    },
  };
}

/** Razorpay's Orders API over HTTPS with the account's keys. */
export function razorpayHttpApi(keyId: string, keySecret: string, base = 'https://api.razorpay.com'): RazorpayApi {
  return {
    async createOrder(input) {
      const response = await fetch(`${base}/v1/orders`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`, 'content-type': 'application/json' },
        body: JSON.stringify(input),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Razorpay refused the order (${response.status})`);
      return z.object({ id: z.string() }).parse(await response.json());
    },
  };
}
