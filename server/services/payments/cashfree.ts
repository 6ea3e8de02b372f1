import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { safeEqual } from '../../security/signing';
import { paise } from '../money';
import type { PaymentGateway } from './gateway';
import { hmac } from './hmac';
import { parseJson } from './parse-json';

/** The part of Cashfree's PG API (version 2023-08-01) the store uses. */
export interface CashfreeApi {
  createOrder(input: {
    order_id: string;
    order_amount: number;
    order_currency: 'INR';
    customer_details: { customer_id: string; customer_phone: string; customer_name: string; customer_email?: string };
    order_meta: { return_url: string };
  }): Promise<{ payment_session_id: string }>;
  /** The order's status (PAID, ACTIVE, EXPIRED…) and, when paid, the successful payment's id. */
  paymentOf(orderId: string): Promise<{ status: string; paymentId: string | null }>;
}

/** Keys and endpoints of a Cashfree account (or of the offline stand-in). */
export interface CashfreeConfig {
  secretKey: string;
  mode: 'sandbox' | 'production';
  /** The JS SDK: Cashfree's CDN, or the stand-in the reference server serves in test mode. */
  script: string;
  testMode: boolean;
  api: CashfreeApi;
}

/** Cashfree's JS SDK URL. */
export const CASHFREE_SCRIPT = 'https://sdk.cashfree.com/js/v3/cashfree.js';

/** The signature of a Cashfree webhook: HMAC-SHA256 of timestamp + raw body with the secret key, base64. */
export function cashfreeWebhookSignature(secretKey: string, timestamp: string, rawBody: string): string {
  return hmac(secretKey, timestamp + rawBody, 'base64');
}

const Webhook = z.object({
  type: z.string(),
  data: z.object({
    order: z.object({ order_id: z.string() }),
    payment: z.object({ cf_payment_id: z.union([z.string(), z.number()]), payment_status: z.string(), payment_amount: z.number() }),
  }),
});

/** Cashfree: a server-created order with a payment session, the JS SDK's checkout, and a status query on return. */
export function cashfreeGateway(config: CashfreeConfig): PaymentGateway {
  return {
    id: 'cashfree',
    // The payment screen says when no money is taken; the shopper's choice reads as in production.
    name: 'Cashfree: UPI, cards, wallets',
    testMode: config.testMode,
    async createPayment(order) {
      // Cashfree wants an order id unique in the account, also across databases that share it.
      const gatewayOrderId = `${order.orderNumber}_${randomBytes(4).toString('hex')}`;
      const created = await config.api.createOrder({
        order_id: gatewayOrderId,
        order_amount: order.amountPaise / 100,
        order_currency: 'INR',
        customer_details: {
          customer_id: `customer_${order.customer.id}`,
          customer_phone: order.customer.phone,
          customer_name: order.customer.name,
          ...(order.customer.email ? { customer_email: order.customer.email } : {}),
        },
        order_meta: { return_url: order.returnUrl },
      });
      return { gatewayOrderId, sessionId: created.payment_session_id, amountPaise: order.amountPaise };
    },
    payOptions(payment, order) {
      return {
        provider: 'cashfree',
        script: config.script,
        test_mode: config.testMode,
        mode: config.mode,
        payment_session_id: payment.sessionId,
        return_url: order.returnUrl,
      };
    },
    async confirm(payment) {
      // The return URL proves nothing by itself: ask Cashfree.
      const { status, paymentId } = await config.api.paymentOf(payment.gatewayOrderId);
      if (status === 'PAID' && paymentId) return { paid: true, paymentId };
      return { paid: false, message: 'The payment did not go through. You can try again.' };
    },
    readWebhook(rawBody, headers) {
      const received = headers['x-webhook-signature'];
      const timestamp = headers['x-webhook-timestamp'];
      if (
        typeof received !== 'string' ||
        typeof timestamp !== 'string' ||
        !safeEqual(received, cashfreeWebhookSignature(config.secretKey, timestamp, rawBody))
      )
        return { kind: 'forged' };
      const event = Webhook.safeParse(parseJson(rawBody));
      if (!event.success || event.data.type !== 'PAYMENT_SUCCESS_WEBHOOK' || event.data.data.payment.payment_status !== 'SUCCESS')
        return { kind: 'ignored' };
      const { order, payment } = event.data.data;
      return {
        kind: 'paid',
        gatewayOrderId: order.order_id,
        paymentId: String(payment.cf_payment_id),
        amountPaise: paise(payment.payment_amount),
      };
    },
  };
}

/** Cashfree's PG API over HTTPS with the account's credentials. */
export function cashfreeHttpApi(appId: string, secretKey: string, mode: 'sandbox' | 'production'): CashfreeApi {
  const base = mode === 'production' ? 'https://api.cashfree.com/pg' : 'https://sandbox.cashfree.com/pg';
  const headers = { 'x-client-id': appId, 'x-client-secret': secretKey, 'x-api-version': '2023-08-01', 'content-type': 'application/json' };
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Cashfree refused ${path} (${response.status})`);
    return response.json() as Promise<unknown>;
  };
  return {
    async createOrder(input) {
      return z.object({ payment_session_id: z.string() }).parse(await call('/orders', { method: 'POST', body: JSON.stringify(input) }));
    },
    async paymentOf(orderId) {
      const order = z.object({ order_status: z.string() }).parse(await call(`/orders/${encodeURIComponent(orderId)}`));
      if (order.order_status !== 'PAID') return { status: order.order_status, paymentId: null };
      const list = z
        .array(z.object({ cf_payment_id: z.union([z.string(), z.number()]), payment_status: z.string() }))
        .parse(await call(`/orders/${encodeURIComponent(orderId)}/payments`));
      const success = list.find((p) => p.payment_status === 'SUCCESS');
      return { status: order.order_status, paymentId: success ? String(success.cf_payment_id) : null };
    },
  };
}
