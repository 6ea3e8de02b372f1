import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { sign } from '../../security/signing';
import { markOnce, markValue } from '../shared-marks';
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
  return randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(length, '0')
    .slice(0, length);
}

/** How long the stand-in remembers a Cashfree payment: far longer than an order waits for one. */
const PAID_KEPT_MS = 24 * 3_600_000;

/** The stand-in's test keys, derived from the store's secret so that every process signs alike. */
export function standInKeys(secret: string) {
  return {
    razorpay: { keySecret: sign(secret, 'test-gateway|razorpay-key'), webhookSecret: sign(secret, 'test-gateway|razorpay-webhook') },
    cashfree: { secretKey: sign(secret, 'test-gateway|cashfree-key') },
  };
}

/**
 * The offline stand-in for both gateways, used when no keys are configured outside production: their
 * order APIs answer in process, and payments are signed with test keys exactly as the real services
 * sign them, so the store's verification code runs unchanged. Only paid Cashfree orders are
 * remembered, in the database, so that any server process can confirm them (purged after a day).
 */
export function createTestGateway(secret: string, db: Db) {
  const keys = standInKeys(secret);
  const razorpayKeySecret = keys.razorpay.keySecret;

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
      const paymentId = await markValue(db, 'stand-in-paid', orderId);
      return { status: paymentId ? 'PAID' : 'ACTIVE', paymentId };
    },
  };
  return {
    razorpay: {
      keyId: 'rzp_test_offline',
      ...keys.razorpay,
      api: razorpayApi,
      /** Pays a Razorpay order as checkout.js would, or null for an id Razorpay never issued. */
      pay(orderId: string): RazorpayHandback | null {
        if (!RAZORPAY_ORDER.test(orderId)) return null;
        const paymentId = `pay_${randomId(14)}`;
        return {
          razorpay_payment_id: paymentId,
          razorpay_order_id: orderId,
          razorpay_signature: razorpaySignature(razorpayKeySecret, orderId, paymentId),
        };
      },
    },
    cashfree: {
      ...keys.cashfree,
      api: cashfreeApi,
      /** Pays the order behind a payment session (once: paying again keeps the first payment); false for a session Cashfree never issued. */
      async pay(sessionId: string): Promise<boolean> {
        if (!CASHFREE_SESSION.test(sessionId)) return false;
        const paymentId = String(randomInt(1e9, 1e10)); // Cashfree's payment ids are digits
        await markOnce(db, 'stand-in-paid', sessionId.slice('session_test_'.length), new Date(Date.now() + PAID_KEPT_MS), paymentId);
        return true;
      },
    },
  };
}

/** The offline stand-in gateway. */
export type TestGateway = ReturnType<typeof createTestGateway>;
