import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addresses, orders, users, websites } from '../../server/db/schema';
import { createTestApp, sendJson, type TestApp } from '../support/test-app';
import { packsInStock } from '../support/store-data';
import { signedInHeaders } from '../support/sign-in';
import { addUnits } from '../support/cart-calls';

const FRESH = 'http://localhost:8080';
const DAILY = 'http://daily.localhost:8080';
type Headers = Record<string, string>;

/**
 * Access: for every resource with an id, a second user of the same website and the same phone on the
 * second website can neither read nor change the first user's.
 */
describe('access to another user’s or another website’s resources', () => {
  let t: TestApp;
  let owner: Headers;
  let stranger: Headers;
  let otherSite: Headers;
  const ids = { address: 0, order: 0, ordernumber: '', list: 0, product: 0, dailyPack: 0 };

  const send = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    sendJson(t.app, headers, method, url, payload);

  beforeAll(async () => {
    t = await createTestApp('pglite', '');
    const db = t.database.db;
    const site = async (slug: string) =>
      ((await db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug)))[0] as { id: number }).id;
    const [fresh, daily] = [await site('freshkart'), await site('daily')];
    for (const [websiteId, phone] of [
      [fresh, '8100000001'],
      [fresh, '8100000002'],
      [daily, '8100000001'],
    ] as const) {
      await db.insert(users).values({ websiteId, phone, name: `User ${phone}` });
    }
    owner = { 'x-web-url': FRESH, ...(await signedInHeaders(db, 'test-secret', 'freshkart', '8100000001')) };
    stranger = { 'x-web-url': FRESH, ...(await signedInHeaders(db, 'test-secret', 'freshkart', '8100000002')) };
    otherSite = { 'x-web-url': DAILY, ...(await signedInHeaders(db, 'test-secret', 'daily', '8100000001')) };

    const address = (
      await send(owner, 'POST', '/s/api/addresses', {
        name: 'Owner',
        phone: '8100000001',
        line1: '1 Main Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      })
    ).json();
    ids.address = address.id;
    const [pack] = await packsInStock(db, 'freshkart', 0, 1);
    const [dailyPack] = await packsInStock(db, 'daily', 0, 1);
    ids.product = (pack as { productId: number }).productId;
    ids.dailyPack = (dailyPack as { id: number }).id;
    await addUnits(t.app, db, owner, (pack as { id: number }).id);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/s/api/order/create',
        headers: { ...owner, 'content-type': 'application/json', 'idempotency-key': 'access-test-order-1' },
        payload: { address_id: ids.address, payment: 'cod' },
      })
    ).json();
    ids.order = order.id;
    ids.ordernumber = order.ordernumber;
    ids.list = (await send(owner, 'POST', '/s/api/wishlistCategory', { name: 'Owner list' })).json().id;
    await send(owner, 'POST', '/s/api/wishlist/update', { product_id: ids.product, wishlist_category_id: ids.list });
  });
  afterAll(() => t.close());

  const attempts = () =>
    [
      ['read the order', 'GET', `/s/api/orders/${ids.ordernumber}`, undefined],
      ['read the order by id', 'GET', `/s/api/orders/${ids.order}`, undefined],
      ['cancel the order', 'POST', `/s/api/order/cancel/${ids.order}`, {}],
      ['pay the order', 'POST', `/s/api/payment/start/razorpay/${ids.order}`, {}],
      ['confirm a payment for the order', 'POST', `/s/api/payment/confirm/${ids.order}`, {}],
      ['order to the address', 'POST', '/s/api/order/create', { address_id: ids.address, payment: 'cod' }],
      ['price a cart for the address', 'GET', `/s/api/cart?address_id=${ids.address}`, undefined],
      [
        'change the address',
        'PUT',
        `/s/api/addresses/${ids.address}`,
        { name: 'Mine', phone: '8100000002', line1: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
      ],
      ['make the address default', 'POST', `/s/api/addresses/${ids.address}/default`, {}],
      ['delete the address', 'DELETE', `/s/api/addresses/${ids.address}`, undefined],
      ['toggle on the wishlist', 'POST', '/s/api/wishlist/update', { product_id: ids.product, wishlist_category_id: ids.list }],
    ] as const;

  it.each([
    ['a second user of the website', () => stranger],
    ['the same phone on the second website', () => otherSite],
  ])('%s gets nothing and changes nothing', async (_, who) => {
    for (const [what, method, url, body] of attempts()) {
      const extra = url === '/s/api/order/create' ? { 'idempotency-key': `access-${Math.random().toString(36).slice(2)}` } : {};
      const res = await t.app.inject({
        method,
        url,
        headers: { ...who(), ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      expect([401, 403, 404], `${what}: ${res.statusCode} ${res.body.slice(0, 80)}`).toContain(res.statusCode);
    }
    expect((await send(who(), 'GET', '/s/api/wishlist')).json()).toEqual({ WishlistCategories: [] });
    expect((await send(who(), 'GET', '/s/api/addresses')).json()).toEqual([]);
    const ordersSeen = (await send(who(), 'GET', '/s/api/orders')).json().data.map((o: { order_id: number }) => o.order_id);
    expect(ordersSeen).not.toContain(ids.order);

    const db = t.database.db;
    expect((await db.select().from(orders).where(eq(orders.id, ids.order)))[0]).toMatchObject({ status: 'placed' });
    expect((await db.select().from(addresses).where(eq(addresses.id, ids.address)))[0]).toMatchObject({ name: 'Owner', isDefault: true });
    expect((await send(owner, 'GET', '/s/api/wishlist')).json().WishlistCategories[0].product_ids).toEqual([ids.product]);
  });

  it('carts, pages and websites stay with their website and their staff', async () => {
    // Another website's pack cannot go into this website's cart.
    expect((await addUnits(t.app, t.database.db, owner, ids.dailyPack)).statusCode).toBe(404);
    // A staff session of one website is no session on the other; a shopper may not write pages.
    const staff = { 'x-web-url': FRESH, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9000000001')) };
    const page = {
      version: 2,
      data: [],
      css: '',
      show_navbar: true,
      show_sub_navbar: true,
      show_footer: true,
      seo_title: 'X',
      seo_description: '',
      seo_keyword: '',
      seo_image: null,
      schema_script: '',
    };
    expect((await send({ ...staff, 'x-web-url': DAILY }, 'PUT', '/s/api/page/data/about', page)).statusCode).toBe(401);
    expect((await send(owner, 'PUT', '/s/api/page/data/about', page)).statusCode).toBe(403);
    expect((await send(owner, 'GET', '/s/api/webui/websites')).statusCode).toBe(403);
    expect((await send(owner, 'POST', '/s/api/webui/create', { name: 'Mine', slug: 'mine' })).statusCode).toBe(403);
    const [dailyId] = await t.database.db
      .select({ id: websites.id })
      .from(websites)
      .where(and(eq(websites.slug, 'daily')));
    expect((await send(owner, 'POST', '/s/api/webui/switch', { website_id: dailyId?.id })).statusCode).toBe(403);
  });
});
