import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems, orders, packs, payments } from '../../server/db/schema';
import { expireUnpaidOrders, unpaidOrderMinutes } from '../../server/services/orders/expire-orders';
import { finalisePayment } from '../../server/services/payments/finalise-payment';
import { gatewaysFromEnv } from '../../server/services/payments/gateways';
import { standInKeys } from '../../server/services/payments/test-gateway';
import { createTestApp, type TestApp } from '../support/test-app';
import { newShopperWithAddress, packsInStock, websiteIdOf } from '../support/store-data';
import { signedInHeaders } from '../support/sign-in';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { addUnits } from '../support/cart-calls';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const hmac = (secret: string, value: string, encoding: 'hex' | 'base64') => createHmac('sha256', secret).update(value).digest(encoding);

describe.each(databaseKinds(postgresUrl))('online payments on %s', (kind) => {
  let t: TestApp;
  let websiteId: number;
  let packIds: number[];
  let counter = 0;
  // The app's own stand-in (vitest runs with NODE_ENV=test and no gateway keys), whose keys the test derives.
  const test = standInKeys('test-secret');

  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    websiteId = await websiteIdOf(t.database.db, 'freshkart');
    packIds = (await packsInStock(t.database.db, 'freshkart', 20, 20)).map((r) => r.id);
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, url: string, payload: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'x-web-url': ORIGIN, 'content-type': 'application/json', ...headers, ...extra },
      payload: JSON.stringify(payload),
    });

  /** A new signed-in shopper with one unpaid online order for `payment`. */
  async function unpaidOrder(payment: 'razorpay' | 'cashfree') {
    counter += 1;
    const { phone, userId, addressId } = await newShopperWithAddress(t.database.db, websiteId, 'Pay Tester', { email: 'pay@example.com' });
    const headers = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', phone);
    await addUnits(t.app, t.database.db, headers, packIds[counter % packIds.length] as number, 2);
    const created = await post(
      headers,
      '/s/api/order/create',
      { address_id: addressId, payment },
      { 'idempotency-key': `pay-${kind}-${counter}-${Date.now()}` },
    );
    expect(created.statusCode).toBe(200);
    return {
      headers,
      userId,
      order: created.json() as {
        id: number;
        ordernumber: string;
        total: number;
        status: string;
        payOptions: { provider: string; id: number };
      },
    };
  }
  const start = (headers: Record<string, string>, provider: string, id: number | string) =>
    post(headers, `/s/api/payment/start/${provider}/${id}`, {});
  const confirm = (headers: Record<string, string>, id: number | string, proof: unknown) =>
    post(headers, `/s/api/payment/confirm/${id}`, proof);
  const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const webhook = (provider: string, body: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/s/api/payment/webhook/${provider}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });

  it('offers cash on delivery and both gateways, and an online order waits for its payment', async () => {
    const init = (await t.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': ORIGIN } })).json();
    expect(init.paymentMethods.map((m: { id: string }) => m.id)).toEqual(['cod', 'razorpay', 'cashfree']);
    const { order, headers } = await unpaidOrder('razorpay');
    expect(order).toMatchObject({ status: 'pending_payment', payOptions: { provider: 'razorpay', id: order.id } });
    expect((await t.app.inject({ method: 'GET', url: '/s/api/cart', headers: { 'x-web-url': ORIGIN, ...headers } })).json().items).toEqual(
      [],
    );
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/s/api/orders/${order.ordernumber}`, headers: { 'x-web-url': ORIGIN, ...headers } })
      ).json(),
    ).toMatchObject({ status: 'pending_payment', payment_status: 'pending', cancellable: true });
  });

  it('an online order left unpaid expires and gives its stock back; a payment arriving after that is owed back (issue 19)', async () => {
    const { order, headers } = await unpaidOrder('razorpay');
    const started = await start(headers, 'razorpay', order.id);
    const gatewayOrderId = started.json().options.order_id as string;
    const [line] = await t.database.db
      .select({ packId: orderItems.packId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const stockOf = async () =>
      (
        await t.database.db
          .select({ stock: packs.stock })
          .from(packs)
          .where(eq(packs.id, (line as { packId: number }).packId))
      )[0]?.stock as number;
    const held = await stockOf();
    // Within its time nothing happens; past it (the clock moved 31 minutes on), it expires once.
    expect(await expireUnpaidOrders(t.database.db, 30)).toBe(0);
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.id, order.id));
    expect(await expireUnpaidOrders(t.database.db, 30)).toBeGreaterThanOrEqual(1);
    expect(await expireUnpaidOrders(t.database.db, 30)).toBe(0);
    expect(await stockOf()).toBe(held + (line as { quantity: number }).quantity);
    expect((await orderRow(order.id))?.status).toBe('expired');
    const refused = await start(headers, 'razorpay', order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Order ${order.ordernumber} is expired and cannot be paid.`);
    // The gateway reports the money late: the order stays expired, the payment is flagged for a refund.
    expect((await finalisePayment(t.database.db, 'razorpay', gatewayOrderId, 'pay_late', null)).result).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ status: 'expired', paymentStatus: 'refund_due' });
    expect(await stockOf()).toBe(held + (line as { quantity: number }).quantity);
    expect(() => unpaidOrderMinutes({ UNPAID_ORDER_MINUTES: '0' })).toThrow(/UNPAID_ORDER_MINUTES must be/);
    expect(unpaidOrderMinutes({})).toBe(30);
  });

  it('Razorpay: options with a server-made order id, reused on retry; a true signature pays once, a forged one changes nothing', async () => {
    const { order, headers } = await unpaidOrder('razorpay');
    const first = await start(headers, 'razorpay', order.id);
    expect(first.statusCode).toBe(200);
    const { options } = first.json();
    expect(options).toMatchObject({
      provider: 'razorpay',
      key: 'rzp_test_offline',
      order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: Math.round(order.total * 100),
      currency: 'INR',
      script: '/s/test-gateway/razorpay/checkout.js',
      test_mode: true,
      theme: { color: '#0b6e35' },
      prefill: { name: 'Pay Tester', email: 'pay@example.com' },
    });
    expect((await start(headers, 'razorpay', order.id)).json().options.order_id).toBe(options.order_id);

    const paymentId = 'pay_ABCDEFGH123456';
    const forged = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: options.order_id,
      razorpay_signature: hmac('guess', `${options.order_id}|${paymentId}`, 'hex'),
    };
    expect((await confirm(headers, order.id, forged)).statusCode).toBe(400);
    // A signature that is true for another order id is refused: the stored order id is what counts.
    const otherOrder = {
      ...forged,
      razorpay_order_id: 'order_OTHER000000000',
      razorpay_signature: hmac(test.razorpay.keySecret, `order_OTHER000000000|${paymentId}`, 'hex'),
    };
    expect((await confirm(headers, order.id, otherOrder)).statusCode).toBe(400);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });

    const signature = hmac(test.razorpay.keySecret, `${options.order_id}|${paymentId}`, 'hex');
    const paid = await confirm(headers, order.id, { ...forged, razorpay_signature: signature });
    expect(paid.json()).toEqual({ paid: true, ordernumber: order.ordernumber, provider: 'razorpay' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'paid', gatewayPaymentId: paymentId });
    expect((await confirm(headers, order.id, { ...forged, razorpay_signature: signature })).json().paid).toBe(true);
    expect((await start(headers, 'razorpay', order.id)).json()).toMatchObject({ order: { paid: true }, options: null });
  });

  it('Razorpay: the stand-in gateway signs like Razorpay, and its hand-back confirms', async () => {
    const { order, headers } = await unpaidOrder('razorpay');
    const { options } = (await start(headers, 'razorpay', order.id)).json();
    const handback = await t.app.inject({ method: 'POST', url: '/s/test-gateway/razorpay/pay', payload: { order_id: options.order_id } });
    const proof = handback.json();
    expect(proof.razorpay_signature).toBe(hmac(test.razorpay.keySecret, `${options.order_id}|${proof.razorpay_payment_id}`, 'hex'));
    expect((await confirm(headers, order.id, proof)).json().paid).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/s/test-gateway/razorpay/pay', payload: { order_id: 'nope' } })).statusCode).toBe(
      404,
    );
    const script = await t.app.inject({ method: 'GET', url: '/s/test-gateway/razorpay/checkout.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('window.Razorpay');
  });

  it('Razorpay webhook: checks the signature over the raw body, pays once, and ignores replays and other events', async () => {
    const { order, headers } = await unpaidOrder('razorpay');
    const { options } = (await start(headers, 'razorpay', order.id)).json();
    const event = (name: string, amount: number, status = 'captured') =>
      JSON.stringify({
        event: name,
        payload: { payment: { entity: { id: 'pay_WEBHOOK0000001', order_id: options.order_id, amount, status } } },
      });
    const sign = (body: string) => ({ 'x-razorpay-signature': hmac(test.razorpay.webhookSecret as string, body, 'hex') });
    const body = event('payment.captured', options.amount);
    expect((await webhook('razorpay', body, {})).statusCode).toBe(401);
    expect((await webhook('razorpay', body, { 'x-razorpay-signature': hmac('wrong', body, 'hex') })).statusCode).toBe(401);
    // The same JSON re-serialised with other spacing no longer matches: the raw bytes are what is signed.
    expect((await webhook('razorpay', ` ${body}`, sign(body))).statusCode).toBe(401);
    expect(
      (
        await webhook('razorpay', event('payment.captured', options.amount - 100), sign(event('payment.captured', options.amount - 100)))
      ).json().result,
    ).toBe('amount_mismatch');
    expect(
      (
        await webhook(
          'razorpay',
          event('payment.failed', options.amount, 'failed'),
          sign(event('payment.failed', options.amount, 'failed')),
        )
      ).json().result,
    ).toBe('ignored');
    expect((await webhook('razorpay', 'not json', sign('not json'))).json().result).toBe('ignored');
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending_payment' });

    const paid = await webhook('razorpay', body, sign(body));
    expect(paid.json()).toEqual({ ok: true, result: 'paid' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect((await webhook('razorpay', body, sign(body))).json().result).toBe('already_paid');
    const unknown = event('payment.captured', 100).replace(options.order_id, 'order_UNKNOWN0000000');
    expect((await webhook('razorpay', unknown, sign(unknown))).json().result).toBe('unknown');
  });

  it('Cashfree: a payment session and return URL; the return is confirmed by asking the gateway, webhooks are signed with the timestamp', async () => {
    const { order, headers } = await unpaidOrder('cashfree');
    const { options } = (await start(headers, 'cashfree', order.id)).json();
    expect(options).toMatchObject({
      provider: 'cashfree',
      mode: 'sandbox',
      script: '/s/test-gateway/cashfree/cashfree.js',
      payment_session_id: expect.stringMatching(/^session_test_/),
      return_url: `${ORIGIN}/checkout/confirm/${order.id}`,
    });
    expect((await confirm(headers, order.id, {})).json()).toMatchObject({
      paid: false,
      provider: 'cashfree',
      message: expect.stringContaining('did not go through'),
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/s/test-gateway/cashfree/pay',
          payload: { payment_session_id: options.payment_session_id },
        })
      ).statusCode,
    ).toBe(200);
    expect((await confirm(headers, order.id, {})).json()).toMatchObject({ paid: true, ordernumber: order.ordernumber });
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });

    const second = await unpaidOrder('cashfree');
    const secondOptions = (await start(second.headers, 'cashfree', second.order.id)).json().options;
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, second.order.id));
    const body = JSON.stringify({
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      data: {
        order: { order_id: payment?.gatewayOrderId },
        payment: { cf_payment_id: 5114910, payment_status: 'SUCCESS', payment_amount: second.order.total },
      },
    });
    const timestamp = String(Date.now());
    const signature = hmac(test.cashfree.secretKey, timestamp + body, 'base64');
    expect(secondOptions.payment_session_id).toBeTruthy();
    expect(
      (await webhook('cashfree', body, { 'x-webhook-timestamp': String(Date.now() + 1), 'x-webhook-signature': signature })).statusCode,
    ).toBe(401);
    expect((await webhook('cashfree', body, { 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature })).json().result).toBe(
      'paid',
    );
    expect((await webhook('cashfree', body, { 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature })).json().result).toBe(
      'already_paid',
    );
    expect(await orderRow(second.order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
  });

  it('keeps orders to their owner, their website and their gateway', async () => {
    const { order, headers } = await unpaidOrder('razorpay');
    const stranger = await unpaidOrder('razorpay');
    expect((await start(stranger.headers, 'razorpay', order.id)).statusCode).toBe(404);
    expect((await confirm(stranger.headers, order.id, {})).statusCode).toBe(404);
    expect(
      (await post(headers, `/s/api/payment/start/razorpay/${order.id}`, {}, { 'x-web-url': 'http://daily.localhost:8080' })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/s/api/payment/start/razorpay/${order.id}`,
          headers: { 'x-web-url': ORIGIN, cookie: headers.cookie as string },
        })
      ).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: `/s/api/payment/confirm/${order.id}`, headers: { 'x-web-url': ORIGIN } });
    expect(anonymous.statusCode).toBe(403);
    expect((await start(headers, 'cashfree', order.id)).statusCode).toBe(409);
    expect((await start(headers, 'paypal', order.id)).statusCode).toBe(404);
    expect((await webhook('paypal', '{}', {})).statusCode).toBe(404);
  });

  it('answers malformed ids and proofs with clear errors and changes nothing', async () => {
    const { order, headers } = await unpaidOrder('razorpay');
    await start(headers, 'razorpay', order.id);
    for (const id of ['abc', '-1', '1.5', '9999999999', '%3Cscript%3E', "1'%20OR%201=1"]) {
      expect((await start(headers, 'razorpay', id)).statusCode, id).toBe(404);
      expect((await confirm(headers, id, {})).statusCode, id).toBe(404);
    }
    const proofs: unknown[] = [
      {},
      [],
      'text',
      null,
      { razorpay_payment_id: 1, razorpay_order_id: 2, razorpay_signature: 3 },
      { razorpay_payment_id: '<script>alert(1)</script>', razorpay_order_id: 'x', razorpay_signature: 'a'.repeat(64) },
      { razorpay_payment_id: 'pay_X', razorpay_order_id: 'x'.repeat(100_000), razorpay_signature: 'a'.repeat(64) },
      { razorpay_payment_id: 'pay_X', razorpay_order_id: 'x', razorpay_signature: 'Z'.repeat(64) },
    ];
    for (const proof of proofs) {
      const res = await confirm(headers, order.id, proof);
      expect(res.statusCode, JSON.stringify(proof).slice(0, 80)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
  });

  it('a cancelled unpaid order cannot be paid, and a payment that lands after cancelling is flagged for a refund', async () => {
    const { order, headers } = await unpaidOrder('razorpay');
    const { options } = (await start(headers, 'razorpay', order.id)).json();
    expect((await post(headers, `/s/api/order/cancel/${order.id}`, {})).statusCode).toBe(200);
    expect((await start(headers, 'razorpay', order.id)).statusCode).toBe(409);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: 'pay_LATE0000000001', order_id: options.order_id, amount: options.amount, status: 'captured' } },
      },
    });
    expect(
      (await webhook('razorpay', body, { 'x-razorpay-signature': hmac(test.razorpay.webhookSecret as string, body, 'hex') })).json().result,
    ).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });
  });
});

describe('gateway configuration', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase('pglite', '');
  });
  afterAll(() => database.close());

  it('uses live gateways with keys, the stand-in without them, and nothing in production without keys', () => {
    const live = gatewaysFromEnv(
      {
        NODE_ENV: 'production',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 's',
        CASHFREE_APP_ID: 'a',
        CASHFREE_SECRET_KEY: 'b',
        CASHFREE_ENV: 'production',
      },
      'x',
      database.db,
    );
    expect(live.test).toBeNull();
    expect(live.list.map((g) => [g.id, g.testMode])).toEqual([
      ['razorpay', false],
      ['cashfree', false],
    ]);
    const production = gatewaysFromEnv({ NODE_ENV: 'production' }, 'x', database.db);
    expect(production).toEqual({ list: [], test: null });
    const development = gatewaysFromEnv({}, 'x', database.db);
    expect(development.list.map((g) => g.testMode)).toEqual([true, true]);
  });

  it('refuses every Razorpay webhook when no webhook secret is configured', () => {
    const [razorpay] = gatewaysFromEnv({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }, 'x', database.db).list;
    const body = '{"event":"payment.captured"}';
    expect(razorpay?.readWebhook(body, { 'x-razorpay-signature': hmac('', body, 'hex') })).toEqual({ kind: 'forged' });
  });
});
