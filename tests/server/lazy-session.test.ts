import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { sessions } from '../../server/db/schema';
import { cookieHeader, cookiesFrom, createTestApp, type TestApp } from '../support/test-app';
import { addUnits } from '../support/cart-calls';

const ORIGIN = 'http://localhost:8080';

describe('a visitor gets a database session only when it first keeps something (issue 19: bounded growth)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', '');
  });
  afterAll(() => t.close());
  const rows = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;

  it('reading the shop, asking for the XSRF cookie and signing out store nothing', async () => {
    const before = await rows();
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN } });
      expect(cookiesFrom(res.headers['set-cookie'])['XSRF-TOKEN']).toBeTruthy();
      await t.app.inject({ method: 'GET', url: '/s/api/auth/logout', headers: { 'x-web-url': ORIGIN, 'sec-fetch-site': 'same-origin' } });
      await t.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': ORIGIN } });
    }
    expect(await rows()).toBe(before);
  });

  it('the first cart change makes the session under the id the cookie carries, so the token keeps working', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN } });
    const cookies = cookiesFrom(res.headers['set-cookie']);
    const id = (cookies.sid as string).split('.')[0] as string;
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
    const headers = { 'x-web-url': ORIGIN, cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['XSRF-TOKEN'] as string };
    const list = (await t.app.inject({ method: 'GET', url: '/s/api/products?perPage=1', headers: { 'x-web-url': ORIGIN } })).json();
    const added = await addUnits(t.app, t.database.db, headers, list.data[0].packs[0].pack_id as number, 2);
    expect(added.statusCode).toBe(200);
    expect(added.json().quantity).toBe(2);
    expect((await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id))).map((s) => s.id)).toEqual([id]);
    // The same cookie and token go on working: the cart is the visitor's.
    const cart = await t.app.inject({ method: 'GET', url: '/s/api/cart', headers });
    expect(cart.json().quantity).toBe(2);
    const pincode = await t.app.inject({ method: 'GET', url: '/s/api/check/pincode/560001', headers });
    expect(pincode.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/s/api/init', headers })).json().pincode).toBe('560001');
  });
});
