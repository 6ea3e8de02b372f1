import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, asc, eq, gt } from 'drizzle-orm';
import { packs, products, websites } from '../../server/db/schema';
import { cookieHeader, cookiesFrom, createTestApp, type TestApp } from '../support/test-app';
import { signedInHeaders } from '../support/sign-in';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const DAILY = 'http://daily.localhost:8080';

interface CartBody {
  items: { pack_id: number; quantity: number; price: number; act_price: number; message: string | null }[];
  quantity: number; amount: number; discount: number; delivery_charge: number; total: number;
  coupon: string | null; message: string | null; deliveryMessage: string | null;
}

describe.each(databaseKinds(postgresUrl))('cart, coupons and pincode on %s', (kind) => {
  let t: TestApp;
  /** Packs of FreshKart with their prices in paise, cheapest first. */
  let freshPacks: { id: number; price: number; act: number }[];
  let dailyPackId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    const rows = (slug: string) => t.database.db.select({ id: packs.id, price: packs.pricePaise, act: packs.actPricePaise })
      .from(packs).innerJoin(products, eq(products.id, packs.productId)).innerJoin(websites, eq(websites.id, products.websiteId))
      .where(and(eq(websites.slug, slug), gt(packs.stock, 10))).orderBy(asc(packs.pricePaise), asc(packs.id));
    freshPacks = await rows('freshkart');
    dailyPackId = ((await rows('daily'))[0] as { id: number }).id;
  });
  afterAll(() => t.close());

  /** A new guest: a session with its XSRF token. */
  async function guest(origin = ORIGIN) {
    const res = await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': origin } });
    const cookies = cookiesFrom(res.headers['set-cookie']);
    return { cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['XSRF-TOKEN'] as string };
  }
  const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: unknown, origin = ORIGIN) =>
    t.app.inject({ method, url, headers: { 'x-web-url': origin, ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, payload: payload === undefined ? undefined : JSON.stringify(payload) });
  const cartOf = async (headers: Record<string, string>) => (await call(headers, 'GET', '/s/api/cart')).json() as CartBody;
  const pack = (i: number) => freshPacks[i] as { id: number; price: number; act: number };

  it('answers an empty cart to a visitor without one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/s/api/cart', headers: { 'x-web-url': ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], quantity: 0, amount: 0, total: 0, coupon: null });
  });

  it('sets, changes and removes a pack, answering the whole cart priced from the packs', async () => {
    const me = await guest();
    const p = pack(0);
    let cart = (await call(me, 'POST', '/s/api/cart/add', { pack_id: p.id, quantity: 2 })).json() as CartBody;
    expect(cart.items).toEqual([expect.objectContaining({ pack_id: p.id, quantity: 2, price: p.price / 100, act_price: p.act / 100 })]);
    expect(cart.quantity).toBe(2);
    expect(cart.amount).toBe((2 * p.act) / 100);
    expect(cart.discount).toBe((2 * (p.act - p.price)) / 100);
    expect(cart.total).toBe((2 * p.price) / 100);
    cart = (await call(me, 'POST', '/s/api/cart/add', { pack_id: p.id, quantity: 3 })).json() as CartBody;
    expect(cart.items[0]?.quantity).toBe(3);
    expect(await cartOf(me)).toEqual(cart);
    cart = (await call(me, 'POST', '/s/api/cart/remove', { pack_id: p.id })).json() as CartBody;
    expect(cart.items).toEqual([]);
    expect(cart.total).toBe(0);
  });

  it('keeps carts apart: guests, a signed-in shopper, and websites', async () => {
    const a = await guest();
    const b = await guest();
    await call(a, 'POST', '/s/api/cart/add', { pack_id: pack(1).id, quantity: 1 });
    expect((await cartOf(b)).items).toEqual([]);
    const shopper = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210');
    await call(shopper, 'POST', '/s/api/cart/add', { pack_id: pack(2).id, quantity: 4 });
    expect((await cartOf(shopper)).items.map((i) => i.pack_id)).toEqual([pack(2).id]);
    expect((await cartOf(a)).items.map((i) => i.pack_id)).toEqual([pack(1).id]);
    const init = (await call(shopper, 'GET', '/s/api/init')).json();
    expect(init.cart.quantity).toBe(4);
  });

  it.each([
    [{ quantity: 1 }, /pack_id must be a whole number/],
    [{ pack_id: 'abc', quantity: 1 }, /pack_id must be a whole number/],
    [{ pack_id: -4, quantity: 1 }, /pack_id must be a whole number/],
    [{ pack_id: 1.5, quantity: 1 }, /pack_id must be a whole number/],
    [{ pack_id: 1, quantity: 0 }, /quantity must be a whole number from 1 to 50/],
    [{ pack_id: 1, quantity: -3 }, /quantity must be/],
    [{ pack_id: 1, quantity: 51 }, /quantity must be/],
    [{ pack_id: 1, quantity: 1e12 }, /quantity must be/],
    [{ pack_id: 1, quantity: '2' }, /quantity must be/],
    [{ pack_id: '<script>alert(1)</script>', quantity: 1 }, /pack_id must be/],
    [[1, 2], /must be a JSON object/],
    ['x'.repeat(1000), /must be a JSON object/],
  ])('refuses %j with a 400 and changes nothing', async (body, message) => {
    const me = await guest();
    await call(me, 'POST', '/s/api/cart/add', { pack_id: pack(0).id, quantity: 1 });
    const before = await cartOf(me);
    const res = await call(me, 'POST', '/s/api/cart/add', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await cartOf(me)).toEqual(before);
  });

  it('refuses a pack of another website, more than the stock, and a write without a session', async () => {
    const me = await guest();
    const other = await call(me, 'POST', '/s/api/cart/add', { pack_id: dailyPackId, quantity: 1 });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This product is not available in this store.');
    await t.database.db.update(packs).set({ stock: 2 }).where(eq(packs.id, pack(3).id));
    const tooMany = await call(me, 'POST', '/s/api/cart/add', { pack_id: pack(3).id, quantity: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/^Only 2 of .+ left\.$/);
    expect((await cartOf(me)).items).toEqual([]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/s/api/cart/add', headers: { 'x-web-url': ORIGIN, 'content-type': 'application/json' }, payload: '{"pack_id":1,"quantity":1}' });
    expect(anonymous.statusCode).toBe(403);
  });

  it('tells the shopper when an item has less stock than the cart holds', async () => {
    const me = await guest();
    await call(me, 'POST', '/s/api/cart/add', { pack_id: pack(4).id, quantity: 5 });
    await t.database.db.update(packs).set({ stock: 3 }).where(eq(packs.id, pack(4).id));
    const cart = await cartOf(me);
    expect(cart.items[0]?.message).toBe('Only 3 left');
    expect(cart.message).toBe('Some items are not available in the quantity you chose.');
  });

  it('applies WELCOME10 from ₹200, FLAT50 from ₹500, refuses expired, unknown and odd codes, and removes a coupon', async () => {
    const me = await guest();
    const p = pack(freshPacks.length - 1);
    await call(me, 'POST', '/s/api/cart/add', { pack_id: pack(0).id, quantity: 1 });
    const low = await call(me, 'POST', '/s/api/apply/coupon', { code: 'WELCOME10' });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('Coupon WELCOME10 needs items worth ₹200 or more.');
    await call(me, 'POST', '/s/api/cart/remove', { pack_id: pack(0).id });
    const quantity = Math.ceil(60000 / p.price);
    const before = (await call(me, 'POST', '/s/api/cart/add', { pack_id: p.id, quantity })).json() as CartBody;
    const items = p.price * quantity;
    const welcome = await call(me, 'POST', '/s/api/apply/coupon', { code: ' welcome10 ' });
    expect(welcome.statusCode).toBe(200);
    const cart = welcome.json() as CartBody;
    expect(cart.coupon).toBe('WELCOME10');
    expect(cart.discount).toBeCloseTo(before.discount + Math.round(items / 10) / 100, 2);
    expect(cart.total).toBeCloseTo((items - Math.round(items / 10)) / 100 + cart.delivery_charge, 2);
    const flat = (await call(me, 'POST', '/s/api/apply/coupon', { code: 'FLAT50' })).json() as CartBody;
    expect(flat.coupon).toBe('FLAT50');
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
    expect((await cartOf(me)).coupon).toBe('FLAT50');
    const removed = (await call(me, 'GET', '/s/api/remove/coupon')).json() as CartBody;
    expect(removed.coupon).toBeNull();
    expect(removed.discount).toBeCloseTo(before.discount, 2);
  });

  it('checks a pincode, stores it on the session and prices delivery for it', async () => {
    const me = await guest();
    for (const [pin, status, message] of [['12ab56', 400, 'Please enter a valid pincode'], ['12345', 400, 'Please enter a valid pincode'], ['999999', 404, 'Sorry, we do not deliver to 999999 yet.']] as const) {
      const res = await call(me, 'GET', `/s/api/check/pincode/${pin}`);
      expect(res.statusCode, pin).toBe(status);
      expect(res.json().message).toBe(message);
    }
    await call(me, 'POST', '/s/api/cart/add', { pack_id: pack(0).id, quantity: 1 });
    expect((await cartOf(me)).deliveryMessage).toBe('Choose your delivery pincode to see the delivery charge.');
    const ok = await call(me, 'GET', '/s/api/check/pincode/560001');
    expect(ok.json()).toEqual({ pincode: '560001', city: 'Bengaluru', message: 'Delivering to Bengaluru 560001' });
    const cart = await cartOf(me);
    expect(cart.delivery_charge).toBe(40);
    expect(cart.total).toBeCloseTo(pack(0).price / 100 + 40, 2);
    expect(cart.deliveryMessage).toMatch(/^Add ₹[\d,.]+ more for free delivery to 560001\.$/);
    expect((await call(me, 'GET', '/s/api/init')).json().pincode).toBe('560001');
  });

  it('starts a session for a visitor who checks a pincode first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/s/api/check/pincode/110001', headers: { 'x-web-url': DAILY } });
    expect(res.statusCode).toBe(200);
    const cookies = cookiesFrom(res.headers['set-cookie']);
    expect(cookies.sid).toBeTruthy();
    const init = (await t.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': DAILY, cookie: cookieHeader(cookies) } })).json();
    expect(init.pincode).toBe('110001');
  });
});
