import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addresses, products, users, websites } from '../../server/db/schema';
import { indiaDate } from '../../server/services/delivery/delivery-slots';
import { createTestApp, sendJson, type TestApp } from '../support/test-app';
import { websiteIdOf } from '../support/store-data';
import { signedInHeaders } from '../support/sign-in';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const DAILY = 'http://daily.localhost:8080';
type Headers = Record<string, string>;

describe.each(databaseKinds(postgresUrl))('account area APIs on %s', (kind) => {
  let t: TestApp;
  let websiteId: number;
  let asha: Headers;
  let ravi: Headers;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    websiteId = await websiteIdOf(t.database.db, 'freshkart');
    asha = { 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210')) };
    ravi = { 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9123456780')) };
  });
  afterAll(() => t.close());

  async function newShopper(): Promise<Headers> {
    counter += 1;
    const phone = `7${String(counter).padStart(3, '0')}${String(Date.now()).slice(-6)}`;
    await t.database.db.insert(users).values({ websiteId, phone, name: `Shopper ${counter}` });
    return { 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', phone)) };
  }
  const send = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    sendJson(t.app, headers, method, url, payload);
  const address = (extra: Record<string, unknown> = {}) => ({
    name: 'Home',
    phone: '9876543210',
    line1: '1 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    ...extra,
  });

  describe('orders list', () => {
    it('pages through the shopper’s own orders, newest first', async () => {
      const first = (await send(asha, 'GET', '/s/api/orders')).json();
      expect(first.meta).toMatchObject({ page: 1, perPage: 10 });
      expect(first.meta.total).toBeGreaterThanOrEqual(8);
      const dates = first.data.map((o: { created_at: string }) => o.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(first.data[0]).toMatchObject({
        ordernumber: expect.stringMatching(/^FR\d{6}$/),
        status: expect.any(String),
        total: expect.any(Number),
        items: expect.any(Number),
      });
      const second = (await send(asha, 'GET', '/s/api/orders?page=2')).json();
      expect(second.data.map((o: { order_id: number }) => o.order_id)).not.toContain(first.data[0].order_id);
      expect((await send(await newShopper(), 'GET', '/s/api/orders')).json()).toEqual({
        data: [],
        meta: { total: 0, page: 1, perPage: 10 },
      });
    });

    it('refuses a malformed page and a visitor who is not signed in', async () => {
      for (const page of ['0', '-1', 'abc', '1.5', '9999999', '%3Cscript%3E'])
        expect((await send(asha, 'GET', `/s/api/orders?page=${page}`)).statusCode, page).toBe(400);
      expect((await send({ 'x-web-url': ORIGIN }, 'GET', '/s/api/orders')).statusCode).toBe(401);
      const mine = (await send(asha, 'GET', '/s/api/orders')).json().data[0].ordernumber;
      expect((await send(await newShopper(), 'GET', `/s/api/orders/${mine}`)).statusCode).toBe(404);
    });
  });

  describe('addresses', () => {
    it("tells the city and state of any Indian pincode, in the store's words where it delivers (GET /s/api/pincode/{pincode}/place, ours)", async () => {
      const me = await newShopper();
      expect((await send(me, 'GET', '/s/api/pincode/560001/place')).json()).toEqual({
        pincode: '560001',
        city: 'Bengaluru',
        state: 'Karnataka',
      });
      expect((await send(me, 'GET', '/s/api/pincode/682001/place')).json()).toEqual({
        pincode: '682001',
        city: 'Ernakulam',
        state: 'Kerala',
      });
      for (const [pin, status, message] of [
        ['12345', 400, 'Please enter a valid pincode'],
        ['0123456', 400, 'Please enter a valid pincode'],
        ['%3Cscript%3E', 400, 'Please enter a valid pincode'],
        ['999999', 404, 'Pincode 999999 does not exist. Please check it.'],
        ['x'.repeat(5000), 414, 'The address is too long'],
      ] as const) {
        const res = await send(me, 'GET', `/s/api/pincode/${pin}/place`);
        expect(res.statusCode, pin).toBe(status);
        expect(res.json().message, pin).toBe(message);
      }
    });

    it('edits, makes default and deletes the shopper’s own addresses; deleting the default promotes the oldest', async () => {
      const me = await newShopper();
      const home = (await send(me, 'POST', '/s/api/addresses', address())).json();
      const office = (await send(me, 'POST', '/s/api/addresses', address({ name: 'Office', pincode: '560034' }))).json();
      expect(home.is_default).toBe(true);
      const edited = await send(
        me,
        'PUT',
        `/s/api/addresses/${office.id}`,
        address({ name: 'Office (2nd floor)', pincode: '560034', line2: 'Tower B' }),
      );
      expect(edited.json()).toMatchObject({ id: office.id, name: 'Office (2nd floor)', line2: 'Tower B', is_default: false });
      expect((await send(me, 'POST', `/s/api/addresses/${office.id}/default`)).json().is_default).toBe(true);
      let list = (await send(me, 'GET', '/s/api/addresses')).json();
      expect(list.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
        [office.id, true],
        [home.id, false],
      ]);
      expect((await send(me, 'DELETE', `/s/api/addresses/${office.id}`)).json()).toEqual({ ok: true });
      list = (await send(me, 'GET', '/s/api/addresses')).json();
      expect(list).toEqual([expect.objectContaining({ id: home.id, is_default: true })]);
    });

    it('never touches another shopper’s address, and validates every field', async () => {
      const owner = await newShopper();
      const other = await newShopper();
      const theirs = (await send(owner, 'POST', '/s/api/addresses', address())).json();
      expect((await send(other, 'PUT', `/s/api/addresses/${theirs.id}`, address({ name: 'Mine now' }))).statusCode).toBe(404);
      expect((await send(other, 'POST', `/s/api/addresses/${theirs.id}/default`)).statusCode).toBe(404);
      expect((await send(other, 'DELETE', `/s/api/addresses/${theirs.id}`)).statusCode).toBe(404);
      expect((await send({ ...owner, 'x-web-url': DAILY }, 'DELETE', `/s/api/addresses/${theirs.id}`)).statusCode).toBe(401);
      const cases: [unknown, string][] = [
        [address({ phone: '12345' }), 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'],
        [address({ pincode: '0123456' }), 'Enter a 6-digit pincode'],
        [address({ name: '' }), 'Name is required'],
        [address({ line1: 'x'.repeat(10_000) }), 'Address line 1 must be at most 200 characters'],
        [address({ city: 42 }), 'City is required'],
        // Issue 18: a one-letter name, an address line "x", and a Kochi pincode with Bengaluru as the city were saved.
        [address({ name: 'R' }), 'Name must be at least 2 characters'],
        [address({ line1: 'x' }), 'Address line 1 must be at least 3 characters'],
        [address({ pincode: '682001' }), 'Pincode 682001 is in Kerala, not Karnataka.'],
        [address({ pincode: '682001', state: 'Kerala' }), 'Pincode 682001 is in Ernakulam, Kerala, not Bengaluru.'],
        [address({ state: '<script>alert(1)</script>' }), 'Pincode 560001 is in Karnataka, not <script>alert(1)</script>.'],
        [address({ pincode: '999999' }), 'Pincode 999999 does not exist. Please check it.'],
        [[], 'The request body must be a JSON object'],
      ];
      for (const [body, message] of cases) {
        const res = await send(owner, 'PUT', `/s/api/addresses/${theirs.id}`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
      // A town the directory does not list, and an old name, are taken as the shopper writes them.
      expect(
        (await send(owner, 'PUT', `/s/api/addresses/${theirs.id}`, address({ city: 'Bangalore', state: 'karnataka' }))).statusCode,
      ).toBe(200);
      expect(
        (await send(owner, 'PUT', `/s/api/addresses/${theirs.id}`, address({ city: 'Kochi', state: 'Kerala', pincode: '682001' }))).json(),
      ).toMatchObject({ city: 'Kochi', state: 'Kerala' });
      for (const id of ['abc', '0x1', '99999999999']) expect((await send(owner, 'DELETE', `/s/api/addresses/${id}`)).statusCode).toBe(404);
      const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, theirs.id));
      expect(row).toMatchObject({ name: 'Home', line1: '1 MG Road' });
    });
  });

  describe('profile', () => {
    it('reads and changes name and e-mail; hostile text is kept as text', async () => {
      const me = await newShopper();
      expect((await send(me, 'GET', '/s/api/profile')).json()).toMatchObject({
        name: expect.stringMatching(/^Shopper/),
        email: null,
        phone: expect.stringMatching(/^7\d{9}$/),
      });
      const name = '<img src=x onerror=alert(1)> Priya';
      const res = await send(me, 'PUT', '/s/api/profile', { name, email: 'priya@example.in' });
      expect(res.json()).toMatchObject({ name, email: 'priya@example.in' });
      expect((await send(me, 'PUT', '/s/api/profile', { name: 'Priya', email: '' })).json().email).toBeNull();
    });

    it('refuses a missing name, a bad e-mail, wrong types and huge values with the sign-up messages', async () => {
      const me = await newShopper();
      const cases: [unknown, string][] = [
        [{ name: '   ' }, 'Please enter your name'],
        [{ email: 'a@b.in' }, 'Please enter your name'],
        [{ name: 'Priya', email: 'not-an-email' }, 'Please enter a valid e-mail address'],
        [{ name: 'Priya', email: 42 }, 'Please enter a valid e-mail address'],
        [{ name: 'x'.repeat(101) }, 'Your name must be at most 100 characters'],
        ['name', 'The request body must be a JSON object'],
      ];
      for (const [body, message] of cases) {
        const res = await send(me, 'PUT', '/s/api/profile', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect((await send({ 'x-web-url': ORIGIN }, 'GET', '/s/api/profile')).statusCode).toBe(401);
    });
  });

  describe('wishlists', () => {
    it('creates lists, toggles a product on and off, and flags it in the catalogue for its owner only', async () => {
      const me = await newShopper();
      const stranger = await newShopper();
      const [product] = await t.database.db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(eq(products.websiteId, websiteId))
        .limit(1);
      const { id: productId, slug } = product as { id: number; slug: string };
      const created = await send(me, 'POST', '/s/api/wishlistCategory', { name: ' Monthly staples ' });
      expect(created.statusCode).toBe(201);
      const list = created.json();
      expect(list).toEqual({ id: expect.any(Number), name: 'Monthly staples', product_ids: [] });
      expect((await send(me, 'POST', '/s/api/wishlistCategory', { name: 'MONTHLY STAPLES' })).statusCode).toBe(409);

      const on = await send(me, 'POST', '/s/api/wishlist/update', { product_id: productId, wishlist_category_id: list.id });
      expect(on.json()).toEqual({ product_id: productId, wishlist_category_id: list.id, in_list: true, wishlist: true });
      expect((await send(me, 'GET', '/s/api/wishlist')).json()).toEqual({ WishlistCategories: [{ ...list, product_ids: [productId] }] });
      expect((await send(me, 'GET', `/s/api/products/${slug}`)).json().wishlist).toBe(true);
      expect((await send(stranger, 'GET', `/s/api/products/${slug}`)).json().wishlist).toBe(false);
      expect((await send({ 'x-web-url': ORIGIN }, 'GET', `/s/api/products/${slug}`)).json().wishlist).toBe(false);
      const cards = (await send(me, 'GET', '/s/api/wishlist/products')).json();
      expect(cards).toEqual([expect.objectContaining({ product_id: productId, wishlist: true })]);

      const off = await send(me, 'POST', '/s/api/wishlist/update', { product_id: productId, wishlist_category_id: list.id });
      expect(off.json()).toMatchObject({ in_list: false, wishlist: false });
      expect((await send(me, 'GET', '/s/api/wishlist/products')).json()).toEqual([]);
    });

    it('keeps lists to their owner and website, and refuses bad input', async () => {
      const owner = await newShopper();
      const other = await newShopper();
      const list = (await send(owner, 'POST', '/s/api/wishlistCategory', { name: 'Party' })).json();
      const [product] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.websiteId, websiteId)).limit(1);
      const [dailyProduct] = await t.database.db
        .select({ id: products.id })
        .from(products)
        .innerJoin(websites, eq(websites.id, products.websiteId))
        .where(and(eq(websites.slug, 'daily')))
        .limit(1);
      expect(
        (await send(other, 'POST', '/s/api/wishlist/update', { product_id: product?.id, wishlist_category_id: list.id })).statusCode,
      ).toBe(404);
      expect((await send(other, 'GET', '/s/api/wishlist')).json()).toEqual({ WishlistCategories: [] });
      const foreign = await send(owner, 'POST', '/s/api/wishlist/update', { product_id: dailyProduct?.id, wishlist_category_id: list.id });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Product not found');
      const bodies: [string, unknown, string][] = [
        ['/s/api/wishlistCategory', {}, 'Please enter a name for the wishlist'],
        ['/s/api/wishlistCategory', { name: '  ' }, 'Please enter a name for the wishlist'],
        ['/s/api/wishlistCategory', { name: 'x'.repeat(61) }, 'A wishlist name must be at most 60 characters'],
        ['/s/api/wishlistCategory', { name: ['a'] }, 'Please enter a name for the wishlist'],
        ['/s/api/wishlist/update', { product_id: '1', wishlist_category_id: list.id }, 'product_id must be a whole number'],
        ['/s/api/wishlist/update', { product_id: 1e12, wishlist_category_id: list.id }, 'product_id must be a whole number'],
        ['/s/api/wishlist/update', { product_id: 1 }, 'wishlist_category_id must be a whole number'],
      ];
      for (const [url, body, message] of bodies) {
        const res = await send(owner, 'POST', url, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect((await send({ 'x-web-url': ORIGIN }, 'GET', '/s/api/wishlist')).statusCode).toBe(401);
      // A hostile name is stored as the text it is.
      expect((await send(owner, 'POST', '/s/api/wishlistCategory', { name: '<script>alert(1)</script>' })).json().name).toBe(
        '<script>alert(1)</script>',
      );
    });
    it('renames and deletes a list of the owner only (ours, issue 35), refusing bad input', async () => {
      const owner = await newShopper();
      const other = await newShopper();
      const party = (await send(owner, 'POST', '/s/api/wishlistCategory', { name: 'Party' })).json();
      const daily = (await send(owner, 'POST', '/s/api/wishlistCategory', { name: 'Daily' })).json();
      const [product] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.websiteId, websiteId)).limit(1);
      await send(owner, 'POST', '/s/api/wishlist/update', { product_id: product?.id, wishlist_category_id: party.id });

      const renamed = await send(owner, 'PUT', `/s/api/wishlistCategory/${party.id}`, { name: ' Diwali party ' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toEqual({ id: party.id, name: 'Diwali party' });
      // Its own name in another case is fine; another list's name is not.
      expect((await send(owner, 'PUT', `/s/api/wishlistCategory/${party.id}`, { name: 'DIWALI PARTY' })).statusCode).toBe(200);
      const clash = await send(owner, 'PUT', `/s/api/wishlistCategory/${party.id}`, { name: 'daily' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe('You already have a wishlist called daily');
      const bad: [unknown, string][] = [
        [{}, 'Please enter a name for the wishlist'],
        [{ name: ' ' }, 'Please enter a name for the wishlist'],
        [{ name: 42 }, 'Please enter a name for the wishlist'],
        [{ name: 'x'.repeat(10_000) }, 'A wishlist name must be at most 60 characters'],
      ];
      for (const [body, message] of bad) {
        const res = await send(owner, 'PUT', `/s/api/wishlistCategory/${party.id}`, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      for (const id of ['abc', '0', '-1', '1e3', '99999999999', "1'--"]) {
        expect((await send(owner, 'PUT', `/s/api/wishlistCategory/${encodeURIComponent(id)}`, { name: 'X' })).statusCode, id).toBe(404);
        expect((await send(owner, 'DELETE', `/s/api/wishlistCategory/${encodeURIComponent(id)}`)).statusCode, id).toBe(404);
      }
      // Another shopper can neither rename nor delete it, nor can a guest.
      expect((await send(other, 'PUT', `/s/api/wishlistCategory/${party.id}`, { name: 'Mine' })).statusCode).toBe(404);
      expect((await send(other, 'DELETE', `/s/api/wishlistCategory/${party.id}`)).statusCode).toBe(404);
      // A guest's request carries no session's XSRF token: refused before anything is looked up.
      expect((await send({ 'x-web-url': ORIGIN }, 'DELETE', `/s/api/wishlistCategory/${party.id}`)).statusCode).toBe(403);

      const deleted = await send(owner, 'DELETE', `/s/api/wishlistCategory/${party.id}`);
      expect(deleted.statusCode).toBe(200);
      expect((await send(owner, 'GET', '/s/api/wishlist')).json()).toEqual({ WishlistCategories: [{ ...daily, product_ids: [] }] });
      // What was only on the deleted list is on no wishlist any more.
      expect((await send(owner, 'GET', '/s/api/wishlist/products')).json()).toEqual([]);
      expect((await send(owner, 'DELETE', `/s/api/wishlistCategory/${party.id}`)).statusCode).toBe(404);
    });
  });

  describe('sales dashboard', () => {
    it('shows the agent the orders of the customers they look after, per day, with top products and customers', async () => {
      const res = await send(ravi, 'GET', '/s/api/dashboard');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.days).toHaveLength(30);
      expect(body.to).toBe(indiaDate(new Date()));
      expect(body.orders).toBe(body.days.reduce((s: number, d: { orders: number }) => s + d.orders, 0));
      // fixtures/orders.json: Asha and Farhan have 10 orders in the last 30 days, one of them cancelled.
      expect(body.orders).toBe(9);
      expect(body.customers.map((c: { name: string }) => c.name).sort()).toEqual(['Asha Shopper', 'Farhan Khan']);
      expect(body.top_products.length).toBeGreaterThan(0);
      expect(body.total).toBeCloseTo(
        body.days.reduce((s: number, d: { total: number }) => s + d.total, 0),
        2,
      );
      const week = (await send(ravi, 'GET', `/s/api/dashboard?from=${indiaDate(new Date(), -6)}&to=${indiaDate(new Date())}`)).json();
      expect(week.days).toHaveLength(7);
      expect(week.orders).toBeLessThan(body.orders);
    });

    it('is for agents only, on their own website, with a well-formed period', async () => {
      expect((await send(asha, 'GET', '/s/api/dashboard')).statusCode).toBe(403);
      expect((await send(asha, 'GET', '/s/api/dashboard')).json().message).toBe('Only sales agents have a dashboard');
      expect((await send({ 'x-web-url': ORIGIN }, 'GET', '/s/api/dashboard')).statusCode).toBe(401);
      for (const query of [
        'from=2026-02-30&to=2026-03-01',
        'from=yesterday',
        'from=2026-05-02&to=2026-05-01',
        'from=2020-01-01&to=2026-01-01',
        'from=1&from=2',
      ]) {
        const res = await send(ravi, 'GET', `/s/api/dashboard?${query}`);
        expect(res.statusCode, query).toBe(400);
      }
      const dailyRavi = { 'x-web-url': DAILY, ...(await signedInHeaders(t.database.db, 'test-secret', 'daily', '9123456780')) };
      const daily = (await send(dailyRavi, 'GET', '/s/api/dashboard')).json();
      const fresh = (await send(ravi, 'GET', '/s/api/dashboard')).json();
      const numbers = (d: { customers: { id: number }[] }) => d.customers.map((c) => c.id);
      expect(numbers(daily).some((id) => numbers(fresh).includes(id))).toBe(false);
    });
  });
});
