import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { coupons, orders, packs, products, users } from '../../server/db/schema';
import { createTestApp, sendJson, type TestApp } from '../support/test-app';
import { insertAddress, newShopperWithAddress, packsInStock, websiteIdOf } from '../support/store-data';
import { signedInHeaders } from '../support/sign-in';
import { databaseKinds } from '../support/test-database';
import { addUnits } from '../support/cart-calls';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';

describe.each(databaseKinds(postgresUrl))('POST /s/api/order/create on %s', (kind) => {
  let t: TestApp;
  let websiteId: number;
  let packIds: number[];
  let keyCounter = 0;
  const newKey = () => `test-key-${kind}-${++keyCounter}-${Date.now()}`;

  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    websiteId = await websiteIdOf(t.database.db, 'freshkart');
    packIds = (await packsInStock(t.database.db, 'freshkart', 10, 10)).map((r) => r.id);
  });
  afterAll(() => t.close());

  /** A signed-in shopper (a new user each time, so tests do not share carts) with an address at `pincode`. */
  async function shopper(pincode = '560001') {
    const { phone, userId, addressId } = await newShopperWithAddress(t.database.db, websiteId, 'Test Shopper', { pincode });
    const headers = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', phone);
    return { headers, addressId, userId };
  }
  const call = (headers: Record<string, string>, url: string, payload: unknown, extra: Record<string, string> = {}) =>
    sendJson(t.app, { 'x-web-url': ORIGIN, ...headers, ...extra }, 'POST', url, payload);
  const add = (headers: Record<string, string>, packId: number, quantity: number) =>
    addUnits(t.app, t.database.db, headers, packId, quantity);
  const order = (headers: Record<string, string>, body: unknown, key = newKey()) =>
    call(headers, '/s/api/order/create', body, { 'idempotency-key': key });
  const stockOf = async (packId: number) =>
    ((await t.database.db.select({ stock: packs.stock }).from(packs).where(eq(packs.id, packId)))[0] as { stock: number }).stock;

  it('places the cart as an order priced on the server, empties the cart and takes the stock', async () => {
    const me = await shopper();
    const pack = packIds[0] as number;
    const stock = await stockOf(pack);
    const cart = (await add(me.headers, pack, 2)).json();
    const res = await order(me.headers, { address_id: me.addressId, payment: 'cod', note: ' Ring twice ', total: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ordernumber: expect.stringMatching(/^FR\d{6}$/),
      status: 'placed',
      total: cart.total + 40 * (cart.total < 500 ? 1 : 0),
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, body.id));
    expect(row).toMatchObject({
      userId: me.userId,
      note: 'Ring twice',
      paymentMethod: 'cod',
      address: expect.objectContaining({ pincode: '560001' }),
    });
    expect(await stockOf(pack)).toBe(stock - 2);
    expect(
      (await t.app.inject({ method: 'GET', url: '/s/api/cart', headers: { 'x-web-url': ORIGIN, ...me.headers } })).json().items,
    ).toEqual([]);
  });

  it('gives exactly one order for repeats of one key, and refuses the key with other parameters', async () => {
    const me = await shopper();
    await add(me.headers, packIds[1] as number, 1);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => order(me.headers, { address_id: me.addressId, payment: 'cod' }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().ordernumber)).size).toBe(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, me.userId))).toHaveLength(1);
    const replay = await order(me.headers, { address_id: me.addressId, payment: 'cod' }, key);
    expect(replay.json()).toEqual(answers[0]?.json());
    const other = await order(me.headers, { address_id: me.addressId, payment: 'cod', note: 'different' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different order.');
  });

  it('sells exactly the stock when many shoppers order the last units at once', async () => {
    const pack = packIds[2] as number;
    const buyers = await Promise.all(Array.from({ length: 5 }, () => shopper()));
    for (const b of buyers) await add(b.headers, pack, 1);
    await t.database.db.update(packs).set({ stock: 3 }).where(eq(packs.id, pack));
    const answers = await Promise.all(buyers.map((b) => order(b.headers, { address_id: b.addressId, payment: 'cod' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json().message).toMatch(/^.+ is out of stock\.$/);
    expect(await stockOf(pack)).toBe(0);
  });

  it("limits a coupon's uses per shopper and in all, even for shoppers ordering at once; cancelled orders give theirs back (issue 19)", async () => {
    const me = await shopper();
    // Six of a pack of ₹100 or more: over both coupons' minimums (₹200 and ₹500).
    const [dear] = await t.database.db
      .select({ id: packs.id })
      .from(packs)
      .innerJoin(products, eq(products.id, packs.productId))
      .where(and(eq(products.websiteId, websiteId), gt(packs.pricePaise, 10_000), gt(packs.stock, 100)))
      .orderBy(asc(packs.id))
      .limit(1);
    const pack = (dear as { id: number }).id;
    const withCoupon = async (who: Awaited<ReturnType<typeof shopper>>, code: string) => {
      await add(who.headers, pack, 6);
      return order(who.headers, { address_id: who.addressId, payment: 'cod', offercode: code });
    };
    const first = await withCoupon(me, 'WELCOME10');
    expect(first.statusCode, first.body).toBe(200);
    const second = await withCoupon(me, 'WELCOME10');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already used coupon WELCOME10.');
    expect((await call(me.headers, `/s/api/order/cancel/${first.json().id}`, {})).statusCode).toBe(200);
    const again = await order(me.headers, { address_id: me.addressId, payment: 'cod', offercode: 'WELCOME10' });
    expect(again.statusCode, again.body).toBe(200);

    // FLAT50 with one use left, and three shoppers at once: one gets it.
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.websiteId, websiteId), eq(orders.couponCode, 'FLAT50')))) as [{ n: number }];
    await t.database.db
      .update(coupons)
      .set({ maxUses: n + 1 })
      .where(and(eq(coupons.websiteId, websiteId), eq(coupons.code, 'FLAT50')));
    try {
      const buyers = await Promise.all(Array.from({ length: 3 }, () => shopper()));
      for (const b of buyers) await add(b.headers, pack, 6);
      const answers = await Promise.all(
        buyers.map((b) => order(b.headers, { address_id: b.addressId, payment: 'cod', offercode: 'FLAT50' })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe('Coupon FLAT50 has been used up.');
    } finally {
      await t.database.db
        .update(coupons)
        .set({ maxUses: 1000 })
        .where(and(eq(coupons.websiteId, websiteId), eq(coupons.code, 'FLAT50')));
    }
  });

  it('refuses another shopper’s address, an empty cart, an unserved pincode and a bad coupon, changing nothing', async () => {
    const me = await shopper();
    const other = await shopper();
    await add(me.headers, packIds[3] as number, 1);
    const stock = await stockOf(packIds[3] as number);
    const theirs = await order(me.headers, { address_id: other.addressId, payment: 'cod' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Address not found.');
    const empty = await order(other.headers, { address_id: other.addressId, payment: 'cod' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty.');
    const far = await shopper('999999');
    await add(far.headers, packIds[3] as number, 1);
    expect((await order(far.headers, { address_id: far.addressId, payment: 'cod' })).json().message).toBe(
      'We do not deliver to 999999 yet.',
    );
    expect((await order(me.headers, { address_id: me.addressId, payment: 'cod', offercode: 'EXPIRED5' })).json().message).toBe(
      'Coupon EXPIRED5 has expired.',
    );
    expect(await stockOf(packIds[3] as number)).toBe(stock);
    expect(
      (await t.app.inject({ method: 'GET', url: '/s/api/cart', headers: { 'x-web-url': ORIGIN, ...me.headers } })).json().items,
    ).toHaveLength(1);
    // A refused attempt keeps no key: the same key works once the problem is fixed.
    const key = newKey();
    expect((await order(me.headers, { address_id: other.addressId, payment: 'cod' }, key)).statusCode).toBe(404);
    expect((await order(me.headers, { address_id: me.addressId, payment: 'cod' }, key)).statusCode).toBe(200);
  });

  it.each([
    [{ payment: 'cod' }, /address_id must be a whole number/],
    [{ address_id: 'x', payment: 'cod' }, /address_id must be/],
    [{ address_id: -1, payment: 'cod' }, /address_id must be/],
    [{ address_id: 1 }, /payment must be one of: cod/],
    [{ address_id: 1, payment: 'bitcoin' }, /payment must be one of: cod/],
    [{ address_id: 1, payment: 'cod', offercode: '<script>' }, /offercode must be/],
    [{ address_id: 1, payment: 'cod', note: 'x'.repeat(501) }, /note must be at most 500 characters/],
    [{ address_id: 1, payment: 'cod', note: 42 }, /note must be text/],
    [{ address_id: 2 ** 31, payment: 'cod' }, /address_id must be/],
    [{ address_id: 1, payment: 'cod', cart_shipping_info: 'tomorrow' }, /cart_shipping_info must be a JSON list/],
    [{ address_id: 1, payment: 'cod', cart_shipping_info: [{ delivery_charge_id: 1 }] }, /cart_shipping_info must be a JSON list/],
    ['nope', /must be a JSON object/],
  ])('refuses %j with a 400', async (body, message) => {
    const me = await shopper();
    const res = await order(me.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('places an order without an Idempotency-Key (spec section 7), and a repeat of the same cart and form answers the first', async () => {
    const me = await shopper();
    const pack = packIds[6] as number;
    const stock = await stockOf(pack);
    await add(me.headers, pack, 2);
    const form = { address_id: me.addressId, payment: 'cod', offercode: null, note: 'Gate 2' };
    const answers = await Promise.all(Array.from({ length: 3 }, () => call(me.headers, '/s/api/order/create', form)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    // Once the first order has emptied the cart, the same form again is still that order.
    const later = await call(me.headers, '/s/api/order/create', form);
    expect(later.statusCode).toBe(200);
    expect(new Set([...answers, later].map((a) => a.json().ordernumber)).size).toBe(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, me.userId))).toHaveLength(1);
    expect(await stockOf(pack)).toBe(stock - 2);
    // Another form on the empty cart is a new attempt, refused as such.
    const other = await call(me.headers, '/s/api/order/create', { ...form, note: 'Another' });
    expect(other.json().message).toBe('Your cart is empty.');
    // A new cart is a new order.
    await add(me.headers, pack, 1);
    const second = await call(me.headers, '/s/api/order/create', form);
    expect(second.statusCode).toBe(200);
    expect(second.json().ordernumber).not.toBe(later.json().ordernumber);
  });

  it('keeps the delivery slot chosen at checkout on the order, and refuses a malformed choice', async () => {
    const me = await shopper();
    await add(me.headers, packIds[7] as number, 1);
    const cart = (
      await t.app.inject({
        method: 'GET',
        url: `/s/api/cart?address_id=${me.addressId}&groupby_delivery=1`,
        headers: { 'x-web-url': ORIGIN, ...me.headers },
      })
    ).json();
    const group = cart.grouped_items[0];
    expect(group.slots.length).toBeGreaterThan(1);
    const later = group.slots[1];
    const choice = { delivery_charge_id: group.delivery_charge_id, ...later };
    const priced = (
      await t.app.inject({
        method: 'GET',
        url: `/s/api/cart?address_id=${me.addressId}&groupby_delivery=1&cart_shipping_info=${encodeURIComponent(JSON.stringify([choice]))}`,
        headers: { 'x-web-url': ORIGIN, ...me.headers },
      })
    ).json();
    expect(priced.cart_shipping_info).toEqual([choice]);
    expect(priced.grouped_items[0]).toMatchObject(later);
    expect(priced.items[0]).toMatchObject({ delivery_charge_id: group.delivery_charge_id, ...later });
    const bad = await call(me.headers, '/s/api/order/create', {
      address_id: me.addressId,
      payment: 'cod',
      cart_shipping_info: [{ ...choice, del_date: 'tomorrow' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/cart_shipping_info must be a JSON list/);
    const placed = (
      await call(me.headers, '/s/api/order/create', { address_id: me.addressId, payment: 'cod', cart_shipping_info: [choice] })
    ).json();
    const [row] = await t.database.db.select({ delivery: orders.delivery }).from(orders).where(eq(orders.id, placed.id));
    expect(row?.delivery).toEqual([
      expect.objectContaining({ delivery_date: later.del_date, window: `${later.del_start_time}-${later.del_end_time}` }),
    ]);
  });

  it('needs a signed-in shopper, and a well-formed Idempotency-Key when one is sent', async () => {
    const me = await shopper();
    for (const key of ['short', 'x'.repeat(101), '<script>alert(1)</script>', 'key with spaces']) {
      const res = await order(me.headers, { address_id: me.addressId, payment: 'cod' }, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toMatch(/Idempotency-Key/);
    }
    const guest = await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN } });
    const cookies = ([] as string[])
      .concat(guest.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? '');
    const anonymous = await order({ cookie: cookies, 'x-xsrf-token': token }, { address_id: me.addressId, payment: 'cod' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('prices the cart for a chosen address’s pincode, and only for the shopper’s own addresses', async () => {
    const me = await shopper('560034');
    await add(me.headers, packIds[5] as number, 1);
    await t.app.inject({ method: 'GET', url: '/s/api/check/pincode/560001', headers: { 'x-web-url': ORIGIN, ...me.headers } });
    const cartFor = (query: string) =>
      t.app.inject({ method: 'GET', url: `/s/api/cart${query}`, headers: { 'x-web-url': ORIGIN, ...me.headers } });
    const session = (await cartFor('')).json();
    const forAddress = (await cartFor(`?address_id=${me.addressId}`)).json();
    expect(session.deliveryMessage).toMatch(/560001/);
    expect(forAddress.deliveryMessage).toMatch(/560034/);
    const other = await shopper();
    expect((await cartFor(`?address_id=${other.addressId}`)).statusCode).toBe(404);
    expect((await cartFor('?address_id=abc')).statusCode).toBe(400);
    expect((await cartFor('?address_id=1&address_id=2')).statusCode).toBe(400);
  });

  it('lets one shopper keep at most two online orders waiting for payment, so no one can hold a pack’s stock from others (issue 36)', async () => {
    const hoarder = await shopper();
    const pack = packIds[6] as number;
    const unpaid = [];
    for (let i = 0; i < 2; i += 1) {
      await add(hoarder.headers, pack, 1);
      unpaid.push((await order(hoarder.headers, { address_id: hoarder.addressId, payment: 'razorpay' })).json());
    }
    expect(unpaid.map((o) => o.status)).toEqual(['pending_payment', 'pending_payment']);
    const stock = await stockOf(pack);
    // A third, and three at once: refused, the stock and the cart as they were.
    await add(hoarder.headers, pack, 3);
    const third = await Promise.all([1, 2, 3].map(() => order(hoarder.headers, { address_id: hoarder.addressId, payment: 'razorpay' })));
    expect(third.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    expect(third[0]?.json().message).toBe(
      'You have 2 orders not yet paid for or delivered. Pay for one, or cancel one in My Orders, before placing another.',
    );
    expect(await stockOf(pack)).toBe(stock);
    // Cancelling an unpaid order makes room for another.
    expect((await call(hoarder.headers, `/s/api/order/cancel/${unpaid[0].id}`, {})).statusCode).toBe(200);
    expect((await order(hoarder.headers, { address_id: hoarder.addressId, payment: 'razorpay' })).json().status).toBe('pending_payment');
    // Another shopper is not held up by the first one's orders.
    const other = await shopper();
    await add(other.headers, pack, 1);
    expect((await order(other.headers, { address_id: other.addressId, payment: 'razorpay' })).json().status).toBe('pending_payment');
  });

  it('counts cash on delivery orders toward the cap until their delivery is due, so they cannot hoard stock either (issue 61)', async () => {
    const hoarder = await shopper();
    const pack = packIds[7] as number;
    const placed = [];
    for (const payment of ['cod', 'razorpay']) {
      await add(hoarder.headers, pack, 1);
      placed.push((await order(hoarder.headers, { address_id: hoarder.addressId, payment })).json());
    }
    expect(placed.map((o) => o.status)).toEqual(['placed', 'pending_payment']);
    // Due at the end of its delivery window, India time, which is still to come.
    const [cod] = await t.database.db.select().from(orders).where(eq(orders.id, placed[0].id));
    const [slot] = cod?.delivery as { delivery_date: string; window: string }[];
    expect(cod?.deliveryDue.toISOString()).toBe(new Date(`${slot?.delivery_date}T${slot?.window.slice(6)}:00+05:30`).toISOString());
    expect(cod?.deliveryDue.getTime()).toBeGreaterThan(Date.now());
    const stock = await stockOf(pack);
    await add(hoarder.headers, pack, 2);
    for (const payment of ['cod', 'razorpay']) {
      const third = await order(hoarder.headers, { address_id: hoarder.addressId, payment });
      expect(third.statusCode).toBe(409);
      expect(third.json().message).toBe(
        'You have 2 orders not yet paid for or delivered. Pay for one, or cancel one in My Orders, before placing another.',
      );
    }
    expect(await stockOf(pack)).toBe(stock);
    // Once its delivery window has passed, the cash order is delivered: it no longer counts.
    await t.database.db
      .update(orders)
      .set({ deliveryDue: new Date(Date.now() - 1000) })
      .where(eq(orders.id, placed[0].id));
    const fourth = await order(hoarder.headers, { address_id: hoarder.addressId, payment: 'cod' });
    expect(fourth.json().status).toBe('placed');
    expect(await stockOf(pack)).toBe(stock - 2);
    // Cancelled, a cash order gives its place back at once.
    await add(hoarder.headers, pack, 1);
    expect((await order(hoarder.headers, { address_id: hoarder.addressId, payment: 'cod' })).statusCode).toBe(409);
    expect((await call(hoarder.headers, `/s/api/order/cancel/${fourth.json().id}`, {})).statusCode).toBe(200);
    expect((await order(hoarder.headers, { address_id: hoarder.addressId, payment: 'cod' })).json().status).toBe('placed');
  });

  it('keeps a pack within the store’s limit per order: the product says it, adds past it are refused, an order over it takes nothing (issue 36)', async () => {
    const me = await shopper();
    const pack = packIds[8] as number;
    const [named] = await t.database.db
      .select({ slug: products.slug, product: products.name, pack: packs.name })
      .from(packs)
      .innerJoin(products, eq(products.id, packs.productId))
      .where(eq(packs.id, pack));
    const label = `${named?.product} (${named?.pack})`;
    const limitTo = (n: number | null) => t.database.db.update(packs).set({ maxPerOrder: n }).where(eq(packs.id, pack));
    await limitTo(3);
    try {
      const shown = (await t.app.inject({ method: 'GET', url: `/s/api/products/${named?.slug}`, headers: { 'x-web-url': ORIGIN } })).json()
        .packs as { pack_id: number; max_quantity?: number }[];
      expect(shown.find((p) => p.pack_id === pack)?.max_quantity).toBe(3);
      expect(shown.filter((p) => p.pack_id !== pack).every((p) => p.max_quantity === undefined)).toBe(true);
      expect((await add(me.headers, pack, 3)).statusCode).toBe(200);
      const fourth = await add(me.headers, pack, 1);
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().message).toBe(`You can have at most 3 of ${label} in one order.`);
      // The store lowers the limit with 3 in the cart: the cart says so, and the order is refused whole.
      await limitTo(2);
      const cart = (await t.app.inject({ method: 'GET', url: '/s/api/cart', headers: { 'x-web-url': ORIGIN, ...me.headers } })).json();
      expect(cart.items).toEqual([
        expect.objectContaining({ pack_id: pack, quantity: 3, valid: false, message: 'At most 2 per order: please take fewer' }),
      ]);
      const stock = await stockOf(pack);
      const refused = await order(me.headers, { address_id: me.addressId, payment: 'cod' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(`You can have at most 2 of ${label} in one order.`);
      expect(await stockOf(pack)).toBe(stock);
      expect(await t.database.db.select().from(orders).where(eq(orders.userId, me.userId))).toEqual([]);
    } finally {
      await limitTo(null);
    }
    // A limit must be a positive count.
    await expect(limitTo(0)).rejects.toThrow();
  });

  it('keeps at most ten online orders waiting for payment from one client network, whoever signs in there (issue 36)', async () => {
    const pack = packIds[9] as number;
    // One host: every address in one IPv6 /64, a new shopper for each pair of orders.
    const from = (n: number) => `2001:db8:36:1::${n.toString(16)}`;
    const placeFrom = (me: { headers: Record<string, string>; addressId: number }, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/s/api/order/create',
        remoteAddress: from(n),
        headers: { 'x-web-url': ORIGIN, ...me.headers, 'content-type': 'application/json', 'idempotency-key': newKey() },
        payload: JSON.stringify({ address_id: me.addressId, payment: 'razorpay' }),
      });
    let sent = 0;
    for (let s = 0; s < 5; s += 1) {
      const me = await shopper();
      for (let i = 0; i < 2; i += 1) {
        await add(me.headers, pack, 1);
        expect((await placeFrom(me, ++sent)).json().status).toBe('pending_payment');
      }
    }
    const stock = await stockOf(pack);
    const next = await shopper();
    await add(next.headers, pack, 1);
    const refused = await placeFrom(next, sent + 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many orders from your network are not yet paid for or delivered. Please try again later.');
    expect(await stockOf(pack)).toBe(stock);
    // Cash on delivery holds stock too: refused from there as well, with the cart as it was.
    const cod = await t.app.inject({
      method: 'POST',
      url: '/s/api/order/create',
      remoteAddress: from(sent + 2),
      headers: { 'x-web-url': ORIGIN, ...next.headers, 'content-type': 'application/json', 'idempotency-key': newKey() },
      payload: JSON.stringify({ address_id: next.addressId, payment: 'cod' }),
    });
    expect(cod.statusCode).toBe(429);
    expect(await stockOf(pack)).toBe(stock);
    // Another network is not held up.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/s/api/order/create',
      remoteAddress: '2001:db8:36:2::1',
      headers: { 'x-web-url': ORIGIN, ...next.headers, 'content-type': 'application/json', 'idempotency-key': newKey() },
      payload: JSON.stringify({ address_id: next.addressId, payment: 'razorpay' }),
    });
    expect(elsewhere.json().status).toBe('pending_payment');
  });

  it('gives an order waiting for its payment the time it can be paid until (pay_by), in the order, the list and the payment start', async () => {
    const me = await shopper();
    await add(me.headers, packIds[5] as number, 1);
    const before = Date.now();
    const placed = (await order(me.headers, { address_id: me.addressId, payment: 'razorpay' })).json();
    expect(placed.status).toBe('pending_payment');
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-web-url': ORIGIN, ...me.headers } });
    const payBy = Date.parse((await get(`/s/api/orders/${placed.ordernumber}`)).json().pay_by);
    // UNPAID_ORDER_MINUTES: 30 by default.
    expect(payBy - before).toBeGreaterThanOrEqual(30 * 60_000 - 1_000);
    expect(payBy - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const line = (await get('/s/api/orders')).json().data[0];
    expect(line).toMatchObject({ ordernumber: placed.ordernumber, payment_method: 'razorpay', pay_by: new Date(payBy).toISOString() });
    const started = await call(me.headers, `/s/api/payment/start/razorpay/${placed.id}`, {});
    expect(started.json().order.pay_by).toBe(new Date(payBy).toISOString());
  });

  it('answers the shopper’s own order by id (/account/orders/{id}) or number, and 404 for anyone else’s', async () => {
    const me = await shopper();
    await add(me.headers, packIds[4] as number, 2);
    const placed = (await order(me.headers, { address_id: me.addressId, payment: 'cod' })).json();
    const get = (headers: Record<string, string>, number: string) =>
      t.app.inject({ method: 'GET', url: `/s/api/orders/${number}`, headers: { 'x-web-url': ORIGIN, ...headers } });
    const mine = await get(me.headers, placed.ordernumber);
    expect(mine.statusCode).toBe(200);
    const [pack] = await t.database.db
      .select()
      .from(packs)
      .where(eq(packs.id, packIds[4] as number));
    expect(mine.json()).toMatchObject({
      ordernumber: placed.ordernumber,
      status: 'placed',
      total: placed.total,
      // Only an order waiting for its payment has a deadline (issue 35).
      pay_by: null,
      // Our extension: where the pack ships from today, so the items can go into the cart again.
      items: [
        expect.objectContaining({
          quantity: 2,
          warehouse_id: pack?.warehouseId,
          slug: expect.any(String),
          image: expect.stringMatching(/^product-.+\.svg$/),
        }),
      ],
    });
    const other = await shopper();
    expect((await get(other.headers, placed.ordernumber)).statusCode).toBe(404);
    expect((await get(me.headers, 'FR999999')).statusCode).toBe(404);
    const byId = await get(me.headers, String(placed.id));
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(mine.json());
    expect((await get(other.headers, String(placed.id))).statusCode).toBe(404);
    for (const ref of ['99999999999', '0', '-1', '1.5', '%3Cscript%3E', 'x'.repeat(41)])
      expect((await get(me.headers, ref)).statusCode, ref).toBe(404);
    expect((await get({}, placed.ordernumber)).statusCode).toBe(401);
  });
});

describe.each(databaseKinds(postgresUrl))('POST /s/api/order/cancel/{id} on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
  });
  afterAll(() => t.close());

  it('cancels the shopper’s own placed order once, putting the stock back; others get 404', async () => {
    const websiteId = await websiteIdOf(t.database.db, 'freshkart');
    const [pack] = await packsInStock(t.database.db, 'freshkart', 10, 1);
    const asha = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210');
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.websiteId, websiteId), eq(users.phone, '9876543210')));
    const addressId = await insertAddress(t.database.db, {
      websiteId,
      userId: (user as { id: number }).id,
      name: 'Asha',
      phone: '9876543210',
      line1: '1 Road',
      city: 'Bengaluru',
      state: 'KA',
      pincode: '560001',
    });
    const post = (headers: Record<string, string>, url: string, payload: unknown = {}, extra: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-web-url': ORIGIN, 'content-type': 'application/json', ...headers, ...extra },
        payload: JSON.stringify(payload),
      });
    await addUnits(t.app, t.database.db, asha, pack?.id ?? 0, 3);
    const placed = (
      await post(asha, '/s/api/order/create', { address_id: addressId, payment: 'cod' }, { 'idempotency-key': 'cancel-test-key-1' })
    ).json();
    const stockNow = async () =>
      (
        (
          await t.database.db
            .select({ stock: packs.stock })
            .from(packs)
            .where(eq(packs.id, pack?.id ?? 0))
        )[0] as { stock: number }
      ).stock;
    expect(await stockNow()).toBe((pack?.stock ?? 0) - 3);
    const ravi = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9123456780');
    expect((await post(ravi, `/s/api/order/cancel/${placed.id}`)).statusCode).toBe(404);
    expect((await post(asha, '/s/api/order/cancel/abc')).statusCode).toBe(404);
    expect((await post(asha, '/s/api/order/cancel/99999999999')).statusCode).toBe(404);
    const ok = await post(asha, `/s/api/order/cancel/${placed.id}`);
    expect(ok.json()).toEqual({ ok: true, status: 'cancelled' });
    expect(await stockNow()).toBe(pack?.stock);
    const again = await post(asha, `/s/api/order/cancel/${placed.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is cancelled and can no longer be cancelled.');
    const order = (
      await t.app.inject({ method: 'GET', url: `/s/api/orders/${placed.ordernumber}`, headers: { 'x-web-url': ORIGIN, ...asha } })
    ).json();
    expect(order).toMatchObject({ status: 'cancelled', cancellable: false });
  });
});

describe.each(databaseKinds(postgresUrl))('addresses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
  });
  afterAll(() => t.close());

  const valid = { name: 'Asha', phone: '9876543210', line1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
  const post = (headers: Record<string, string>, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/s/api/addresses',
      headers: { 'x-web-url': ORIGIN, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
  const list = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/s/api/addresses', headers: { 'x-web-url': ORIGIN, ...headers } });

  it('saves addresses for the signed-in shopper only; the first is the default', async () => {
    const asha = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210');
    const first = await post(asha, valid);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...valid, line2: '', is_default: true });
    const second = (await post(asha, { ...valid, line1: '4 Brigade Road', is_default: true })).json();
    const mine = (await list(asha)).json();
    expect(mine.map((a: { id: number }) => a.id)).toEqual([second.id, first.json().id]);
    expect(mine.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);
    const ravi = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9123456780');
    expect((await list(ravi)).json()).toEqual([]);
    expect((await list({})).statusCode).toBe(401);
  });

  // Issue 35 item 5: the checkout marks the addresses the store does not deliver to before Place order.
  it('says of each address whether the website delivers to its pincode (deliverable, ours)', async () => {
    const ravi = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9123456780');
    const mumbai = { ...valid, line1: '1 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' };
    expect((await post(ravi, valid)).json()).toMatchObject({ pincode: '560001', deliverable: true });
    expect((await post(ravi, mumbai)).json()).toMatchObject({ pincode: '400001', deliverable: false });
    expect((await list(ravi)).json().map((a: { pincode: string; deliverable: boolean }) => [a.pincode, a.deliverable])).toEqual([
      ['560001', true],
      ['400001', false],
    ]);
  });

  it.each([
    [{ ...valid, phone: '5876543210' }, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'],
    [{ ...valid, phone: '98765' }, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'],
    [{ ...valid, pincode: '56001' }, 'Enter a 6-digit pincode'],
    [{ ...valid, pincode: 560001 }, 'Enter a 6-digit pincode'],
    [{ ...valid, name: '   ' }, 'Name is required'],
    [{ ...valid, line1: 'x'.repeat(201) }, 'Address line 1 must be at most 200 characters'],
    [{ ...valid, city: undefined }, 'City is required'],
    [{ ...valid, is_default: 'yes' }, 'is_default must be true or false'],
  ])('refuses %j with a clear message', async (body, message) => {
    const asha = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210');
    const res = await post(asha, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('stores hostile text as text', async () => {
    const asha = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210');
    const res = await post(asha, { ...valid, name: '<img src=x onerror=alert(1)>', line2: "'; DROP TABLE addresses; --" });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('<img src=x onerror=alert(1)>');
  });
});
