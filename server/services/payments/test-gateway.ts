import { randomBytes } from 'node:crypto';
import { sign } from '../../security/signing';
import type { CashfreeApi } from './cashfree';
import type { RazorpayApi } from './razorpay';
import { razorpaySignature } from './razorpay';

/** What the stand-in checkout hands back to the page, as Razorpay's handler receives it. */
export interface RazorpayHandback {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Where the offline stand-in scripts are served from. */
export const TEST_GATEWAY_PATH = '/s/test-gateway';

const RAZORPAY_ORDER = /^order_[A-Za-z0-9]{14}$/;
const CASHFREE_SESSION = /^session_test_[A-Za-z0-9_-]{1,80}$/;

function randomId(length: number): string {
  return randomBytes(length).toString('base64').replace(/[^A-Za-z0-9]/g, '').padEnd(length, '0').slice(0, length);
}

/**
 * The offline stand-in for both gateways, used when no keys are configured outside production: their
 * order APIs answer in process, and payments are signed with test keys exactly as the real services
 * sign them, so the store's verification code runs unchanged. Only paid Cashfree orders are
 * remembered (in memory; a restart forgets a payment not yet confirmed).
 */
export function createTestGateway(secret: string) {
  const razorpayKeySecret = sign(secret, 'test-gateway|razorpay-key');
  const cashfreeSecretKey = sign(secret, 'test-gateway|cashfree-key');
  const cashfreePaid = new Map<string, string>();

  const razorpayApi: RazorpayApi = {
    async createOrder() {
      return { id: `order_${randomId(14)}` };
    },
  };
  const cashfreeApi: CashfreeApi = {
    async createOrder(input) {
      return { payment_session_id: `session_test_${input.order_id}` };
    },
    async paymentOf(orderId) {
      const paymentId = cashfreePaid.get(orderId) ?? null;
      return { status: paymentId ? 'PAID' : 'ACTIVE', paymentId };
    },
  };
  return {
    razorpay: {
      keyId: 'rzp_test_offline', keySecret: razorpayKeySecret, webhookSecret: sign(secret, 'test-gateway|razorpay-webhook'), api: razorpayApi,
      /** Pays a Razorpay order as checkout.js would, or null for an id Razorpay never issued. */
      pay(orderId: string): RazorpayHandback | null {
        if (!RAZORPAY_ORDER.test(orderId)) return null;
        const paymentId = `pay_${randomId(14)}`;
        return { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: razorpaySignature(razorpayKeySecret, orderId, paymentId) };
      },
    },
    cashfree: {
      secretKey: cashfreeSecretKey, api: cashfreeApi,
      /** Pays the order behind a payment session; false for a session Cashfree never issued. */
      pay(sessionId: string): boolean {
        if (!CASHFREE_SESSION.test(sessionId)) return false;
        cashfreePaid.set(sessionId.slice('session_test_'.length), String(Date.now()));
        return true;
      },
    },
  };
}

/** The offline stand-in gateway. */
export type TestGateway = ReturnType<typeof createTestGateway>;
