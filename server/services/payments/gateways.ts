import type { Db } from '../../db/client';
import { CASHFREE_SCRIPT, cashfreeGateway, cashfreeHttpApi } from './cashfree';
import type { PaymentGateway } from './gateway';
import { RAZORPAY_SCRIPT, razorpayGateway, razorpayHttpApi } from './razorpay';
import { createTestGateway, TEST_GATEWAY_PATH, type TestGateway } from './test-gateway';

/** The gateways this server takes payments with, and the offline stand-in when one of them is in test mode. */
export interface Gateways {
  list: PaymentGateway[];
  test: TestGateway | null;
}

/** The gateway for a payment method id, if the server takes it. */
export function gatewayFor(gateways: Gateways, id: string): PaymentGateway | undefined {
  return gateways.list.find((g) => g.id === id);
}

/** Payment methods shown at checkout: cash on delivery, then each gateway. */
export function paymentMethods(gateways: Gateways): { id: string; name: string }[] {
  return [{ id: 'cod', name: 'Cash on delivery' }, ...gateways.list.map((g) => ({ id: g.id, name: g.name }))];
}

/**
 * Gateways from the environment: RAZORPAY_KEY_ID + RAZORPAY_KEY_SECRET (+ RAZORPAY_WEBHOOK_SECRET),
 * CASHFREE_APP_ID + CASHFREE_SECRET_KEY (+ CASHFREE_ENV=production). A gateway without keys runs as
 * the offline stand-in outside production and is not offered in production.
 */
export function gatewaysFromEnv(env: NodeJS.ProcessEnv, secret: string, db: Db): Gateways {
  const testAllowed = env.NODE_ENV !== 'production';
  const razorpayLive = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  const cashfreeLive = Boolean(env.CASHFREE_APP_ID && env.CASHFREE_SECRET_KEY);
  const test = testAllowed && (!razorpayLive || !cashfreeLive) ? createTestGateway(secret, db) : null;
  const list: PaymentGateway[] = [];
  if (razorpayLive) {
    const keyId = env.RAZORPAY_KEY_ID as string;
    const keySecret = env.RAZORPAY_KEY_SECRET as string;
    list.push(
      razorpayGateway({
        keyId,
        keySecret,
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? null,
        script: RAZORPAY_SCRIPT,
        testMode: false,
        api: razorpayHttpApi(keyId, keySecret),
      }),
    );
  } else if (test) {
    list.push(razorpayGateway({ ...test.razorpay, script: `${TEST_GATEWAY_PATH}/razorpay/checkout.js`, testMode: true }));
  }
  if (cashfreeLive) {
    const mode = env.CASHFREE_ENV === 'production' ? 'production' : 'sandbox';
    const secretKey = env.CASHFREE_SECRET_KEY as string;
    list.push(
      cashfreeGateway({
        secretKey,
        mode,
        script: CASHFREE_SCRIPT,
        testMode: false,
        api: cashfreeHttpApi(env.CASHFREE_APP_ID as string, secretKey, mode),
      }),
    );
  } else if (test) {
    list.push(cashfreeGateway({ ...test.cashfree, mode: 'sandbox', script: `${TEST_GATEWAY_PATH}/cashfree/cashfree.js`, testMode: true }));
  }
  return { list, test };
}
