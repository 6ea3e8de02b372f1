import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, asc, eq, gt } from 'drizzle-orm';
import { packs, products, websites } from '../../server/db/schema';
import { cookieHeader, cookiesFrom, createTestApp, guestHeaders, sendJson, type TestApp } from '../support/test-app';
import { signedInHeaders } from '../support/sign-in';
import { databaseKinds } from '../support/test-database';
import { addUnits } from '../support/cart-calls';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const DAILY = 'http://daily.localhost:8080';

interface CartBody {
  items: {
    pack_id: number;
    name: string;
    pack: string;
    quantity: number;
    price: number;
    act_price: number;
    amount: number;
    valid: boolean;
    message: string | null;
    warehouse_id: number;
  }[];
  quantity: number;
  amount: number;
  discount: number;
  delivery_charge: number;
  finalDelivery: number;
  total: number;
  offercode: string | null;
  message: string | null;
  deliveryMessage: string | null;
  serviceable: boolean;
}

describe.each(databaseKinds(postgresUrl))('cart, coupons and pincode on %s', (kind) => {
  let t: TestApp;
  /** Packs of FreshKart with their prices in paise, cheapest first. */
  let freshPacks: { id: number; price: number; act: number; warehouseId: number }[];
  let dailyPack: { id: number; warehouseId: number };

  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    const rows = (slug: string) =>
      t.database.db
        .select({ id: packs.id, price: packs.pricePaise, act: packs.actPricePaise, warehouseId: packs.warehouseId })
        .from(packs)
        .innerJoin(products, eq(products.id, packs.productId))
        .innerJoin(websites, eq(websites.id, products.websiteId))
        .where(and(eq(websites.slug, slug), gt(packs.stock, 10)))
        .orderBy(asc(packs.pricePaise), asc(packs.id));
    freshPacks = await rows('freshkart');
    dailyPack = (await rows('daily'))[0] as { id: number; warehouseId: number };
  });
  afterAll(() => t.close());

  /** A new guest: a session with its XSRF token. */
  const guest = (origin = ORIGIN) => guestHeaders(t.app, origin);
  const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: unknown, origin = ORIGIN) =>
    sendJson(t.app, { 'x-web-url': origin, ...headers }, method, url, payload);
  const cartOf = async (headers: Record<string, string>) => (await call(headers, 'GET', '/s/api/cart')).json() as CartBody;
  const pack = (i: number) => freshPacks[i] as { id: number; price: number; act: number; warehouseId: number };
  const add = (headers: Record<string, string>, i: number, quantity = 1) => addUnits(t.app, t.database.db, headers, pack(i).id, quantity);
  const remove = (headers: Record<string, string>, i: number, whole: boolean) =>
    call(headers, 'POST', '/s/api/cart/remove', { pack_id: pack(i).id, remove: whole, warehouse_id: pack(i).warehouseId });

  it('answers an empty cart to a visitor without one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/s/api/cart', headers: { 'x-web-url': ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      items: [],
      quantity: 0,
      amount: 0,
      total: 0,
      offercode: null,
      serviceable: false,
      grouped_items: [],
      deliveryInfo: [],
    });
  });

  it('adds one unit per call (spec section 7: {pack_id, warehouse_id}), answering the whole cart priced from the packs', async () => {
    const me = await guest();
    const p = pack(0);
    let cart = (await call(me, 'POST', '/s/api/cart/add', { pack_id: p.id, warehouse_id: p.warehouseId })).json() as CartBody;
    expect(cart.items).toEqual([
      expect.objectContaining({
        pack_id: p.id,
        quantity: 1,
        price: p.price / 100,
        act_price: p.act / 100,
        amount: p.price / 100,
        valid: true,
        warehouse_id: p.warehouseId,
      }),
    ]);
    expect(cart.items[0]?.name).toEqual(expect.any(String));
    expect(cart.items[0]?.pack).toEqual(expect.any(String));
    cart = (await call(me, 'POST', '/s/api/cart/add', { pack_id: p.id, warehouse_id: p.warehouseId })).json() as CartBody;
    expect(cart.items[0]?.quantity).toBe(2);
    expect(cart.quantity).toBe(2);
    expect(cart.amount).toBe((2 * p.act) / 100);
    expect(cart.discount).toBe((2 * (p.act - p.price)) / 100);
    expect(cart.total).toBe((2 * p.price) / 100);
    expect(await cartOf(me)).toEqual(cart);
  });

  it('takes one unit off with remove: false and the whole line with remove: true', async () => {
    const me = await guest();
    await add(me, 0, 3);
    await add(me, 1, 2);
    let cart = (await remove(me, 0, false)).json() as CartBody;
    expect(cart.items.map((i) => [i.pack_id, i.quantity])).toEqual([
      [pack(0).id, 2],
      [pack(1).id, 2],
    ]);
    cart = (await remove(me, 1, true)).json() as CartBody;
    expect(cart.items.map((i) => [i.pack_id, i.quantity])).toEqual([[pack(0).id, 2]]);
    await remove(me, 0, false);
    cart = (await remove(me, 0, false)).json() as CartBody;
    expect(cart.items).toEqual([]);
    expect(cart.total).toBe(0);
    // Without the warehouse (the call as section 7 lists it), and for a pack the cart does not hold: nothing to do.
    const again = await call(me, 'POST', '/s/api/cart/remove', { pack_id: pack(0).id, remove: false });
    expect(again.statusCode).toBe(200);
    expect((again.json() as CartBody).items).toEqual([]);
  });

  it('counts every one of concurrent adds of one pack', async () => {
    const me = await guest();
    const p = pack(2);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(me, 'POST', '/s/api/cart/add', { pack_id: p.id, warehouse_id: p.warehouseId })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await cartOf(me)).items).toEqual([expect.objectContaining({ pack_id: p.id, quantity: 5 })]);
  });

  it('keeps carts apart: guests, a signed-in shopper, and websites', async () => {
    const a = await guest();
    const b = await guest();
    await add(a, 1);
    expect((await cartOf(b)).items).toEqual([]);
    const shopper = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210');
    await add(shopper, 2, 4);
    expect((await cartOf(shopper)).items.map((i) => i.pack_id)).toEqual([pack(2).id]);
    expect((await cartOf(a)).items.map((i) => i.pack_id)).toEqual([pack(1).id]);
    const init = (await call(shopper, 'GET', '/s/api/init')).json();
    expect(init.cart.quantity).toBe(4);
  });

  it.each([
    ['add', { warehouse_id: 1 }, /pack_id must be a whole number/],
    ['add', { pack_id: 'abc', warehouse_id: 1 }, /pack_id must be a whole number/],
    ['add', { pack_id: -4, warehouse_id: 1 }, /pack_id must be a whole number/],
    ['add', { pack_id: 1.5, warehouse_id: 1 }, /pack_id must be a whole number/],
    ['add', { pack_id: 1e12, warehouse_id: 1 }, /pack_id must be a whole number/],
    ['add', { pack_id: 1 }, /warehouse_id must be a whole number/],
    ['add', { pack_id: 1, warehouse_id: '3' }, /warehouse_id must be a whole number/],
    ['add', { pack_id: 1, warehouse_id: 2 ** 31 }, /warehouse_id must be a whole number/],
    ['add', { pack_id: '<script>alert(1)</script>', warehouse_id: 1 }, /pack_id must be/],
    ['remove', { pack_id: 1 }, /remove must be true \(take the line out\) or false \(take one off\)/],
    ['remove', { pack_id: 1, remove: 'true' }, /remove must be true/],
    ['remove', { pack_id: 1, remove: 1 }, /remove must be true/],
    ['remove', { pack_id: 1, remove: true, warehouse_id: -1 }, /warehouse_id must be a whole number/],
    ['add', [1, 2], /must be a JSON object/],
    ['remove', 'x'.repeat(1000), /must be a JSON object/],
  ])('refuses %s %j with a 400 and changes nothing', async (which, body, message) => {
    const me = await guest();
    await add(me, 0);
    const before = await cartOf(me);
    const res = await call(me, 'POST', `/s/api/cart/${which}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await cartOf(me)).toEqual(before);
  });

  it('refuses a pack of another website or another warehouse, more than the stock or 50, and a write without a session', async () => {
    const me = await guest();
    const other = await call(me, 'POST', '/s/api/cart/add', { pack_id: dailyPack.id, warehouse_id: dailyPack.warehouseId });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This product is not available in this store.');
    const elsewhere = await call(me, 'POST', '/s/api/cart/add', { pack_id: pack(3).id, warehouse_id: pack(3).warehouseId + 1000 });
    expect(elsewhere.statusCode).toBe(404);
    await t.database.db
      .update(packs)
      .set({ stock: 2 })
      .where(eq(packs.id, pack(3).id));
    const tooMany = await add(me, 3, 3);
    expect(tooMany.statusCode).toBe(409);
    // Issue 19: the exact stock (2) is not told.
    expect(tooMany.json().message).toMatch(/^Only a few of .+ are left: we could not add more\.$/);
    expect((await cartOf(me)).items).toEqual([expect.objectContaining({ pack_id: pack(3).id, quantity: 2 })]);
    await t.database.db
      .update(packs)
      .set({ stock: 1000 })
      .where(eq(packs.id, pack(5).id));
    const past = await add(me, 5, 51);
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toMatch(/^You can have at most 50 of .+ in one order\.$/);
    expect((await cartOf(me)).items.find((i) => i.pack_id === pack(5).id)?.quantity).toBe(50);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/s/api/cart/add',
      headers: { 'x-web-url': ORIGIN, 'content-type': 'application/json' },
      payload: '{"pack_id":1,"warehouse_id":1}',
    });
    expect(anonymous.statusCode).toBe(403);
  });

  it.each([
    ['groupby_delivery=2', /groupby_delivery must be 1 or 0/],
    ['payment_method=bitcoin', /payment_method must be one of: cod/],
    ['cart_shipping_info=1', /cart_shipping_info must be a JSON list/],
    ['cart_shipping_info=%7Bnope', /cart_shipping_info must be a JSON list/],
    [
      `cart_shipping_info=${encodeURIComponent(JSON.stringify([{ delivery_charge_id: 'x', del_date: '2026-11-23', del_start_time: '07:00', del_end_time: '10:00' }]))}`,
      /cart_shipping_info/,
    ],
    [
      `cart_shipping_info=${encodeURIComponent(JSON.stringify([{ delivery_charge_id: 1, del_date: '<script>', del_start_time: '07:00', del_end_time: '10:00' }]))}`,
      /cart_shipping_info/,
    ],
    [
      `cart_shipping_info=${encodeURIComponent(JSON.stringify(Array.from({ length: 21 }, () => ({ delivery_charge_id: 1, del_date: '2026-11-23', del_start_time: '07:00', del_end_time: '10:00' }))))}`,
      /at most 20/,
    ],
    ['address_id=abc', /address_id must be a whole number/],
    ['address_id=99999999999', /address_id must be a whole number/],
  ])('GET /s/api/cart?%s is refused with a 400', async (query, message) => {
    const res = await call(await guest(), 'GET', `/s/api/cart?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('tells the shopper when an item has less stock than the cart holds', async () => {
    const me = await guest();
    await add(me, 4, 5);
    await t.database.db
      .update(packs)
      .set({ stock: 3 })
      .where(eq(packs.id, pack(4).id));
    const cart = await cartOf(me);
    expect(cart.items[0]?.message).toBe('Only a few left: please take fewer');
    expect(cart.message).toBe('Some items are not available in the quantity you chose.');
  });

  it('applies WELCOME10 from ₹200, FLAT50 from ₹500, refuses expired, unknown and odd codes, and removes a coupon', async () => {
    const me = await guest();
    const p = pack(freshPacks.length - 1);
    await add(me, 0);
    const low = await call(me, 'POST', '/s/api/apply/coupon', { code: 'WELCOME10' });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('Coupon WELCOME10 needs items worth ₹200 or more.');
    await remove(me, 0, true);
    const quantity = Math.ceil(60000 / p.price);
    const before = (await add(me, freshPacks.length - 1, quantity)).json() as CartBody;
    const items = p.price * quantity;
    const welcome = await call(me, 'POST', '/s/api/apply/coupon', { code: ' welcome10 ' });
    expect(welcome.statusCode).toBe(200);
    const cart = welcome.json() as CartBody;
    expect(cart.offercode).toBe('WELCOME10');
    expect(cart.discount).toBeCloseTo(before.discount + Math.round(items / 10) / 100, 2);
    expect(cart.total).toBeCloseTo((items - Math.round(items / 10)) / 100 + cart.finalDelivery, 2);
    const flat = (await call(me, 'POST', '/s/api/apply/coupon', { code: 'FLAT50' })).json() as CartBody;
    expect(flat.offercode).toBe('FLAT50');
    expect(flat.discount).toBeCloseTo(before.discount + 50, 2);

    for (const [code, message] of [
      ['EXPIRED5', 'Coupon EXPIRED5 has expired.'],
      ['NOPE', 'Coupon NOPE does not exist.'],
      ['<script>', 'Enter a coupon code of up to 32 letters, digits, - or _'],
      ["' OR 1=1 --", 'Enter a coupon code of up to 32 letters, digits, - or _'],
      ['X'.repeat(33), 'Enter a coupon code of up to 32 letters, digits, - or _'],
    ]) {
      const res = await call(me, 'POST', '/s/api/apply/coupon', { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call(me, 'POST', '/s/api/apply/coupon', { code: 42 })).statusCode).toBe(400);
    expect((await cartOf(me)).offercode).toBe('FLAT50');
    const removed = (await call(me, 'GET', '/s/api/remove/coupon')).json() as CartBody;
    expect(removed.offercode).toBeNull();
    expect(removed.discount).toBeCloseTo(before.discount, 2);
  });

  it('checks a pincode, stores it on the session and prices delivery for it', async () => {
    const me = await guest();
    for (const [pin, status, message] of [
      ['12ab56', 400, 'Please enter a valid pincode'],
      ['12345', 400, 'Please enter a valid pincode'],
      ['999999', 404, 'Sorry, we do not deliver to 999999 yet.'],
    ] as const) {
      const res = await call(me, 'GET', `/s/api/check/pincode/${pin}`);
      expect(res.statusCode, pin).toBe(status);
      expect(res.json().message).toBe(message);
    }
    await add(me, 0);
    expect((await cartOf(me)).deliveryMessage).toBe('Choose your delivery pincode to see the delivery charge.');
    const ok = await call(me, 'GET', '/s/api/check/pincode/560001');
    expect(ok.json()).toEqual({ pincode: '560001', city: 'Bengaluru', message: 'Delivering to Bengaluru 560001' });
    const cart = await cartOf(me);
    expect(cart.delivery_charge).toBe(40);
    expect(cart.finalDelivery).toBe(40);
    expect(cart.serviceable).toBe(true);
    expect(cart.total).toBeCloseTo(pack(0).price / 100 + 40, 2);
    expect(cart.deliveryMessage).toMatch(/^Add ₹[\d,.]+ more for free delivery to 560001\.$/);
    expect((await call(me, 'GET', '/s/api/init')).json().pincode).toBe('560001');
  });

  it('starts a session for a visitor who checks a pincode first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/s/api/check/pincode/110001', headers: { 'x-web-url': DAILY } });
    expect(res.statusCode).toBe(200);
    const cookies = cookiesFrom(res.headers['set-cookie']);
    expect(cookies.sid).toBeTruthy();
    const init = (
      await t.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': DAILY, cookie: cookieHeader(cookies) } })
    ).json();
    expect(init.pincode).toBe('110001');
  });
});
