import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { brands, categories, packs, products, websiteHosts } from '../../server/db/schema';
import { SHARED_CACHE_CONTROL } from '../../server/routes/spa';
import { bootOf } from '../support/served-html';
import { signedInHeaders, STAFF } from '../support/sign-in';
import { addUnits } from '../support/cart-calls';
import { firstProduct, packsInStock, websiteIdOf } from '../support/store-data';
import { createTestApp, guestHeaders, sendJson, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

// Issue 33, items 1–3: pages for visitors who carry nothing personal come from a cache that a change
// of what they show empties at once, and carry HTTP caching headers for a proxy in front.
const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const HOST = { host: 'localhost:8080' };

type Boot = ReturnType<typeof bootOf>;

/** Every object in a value (depth first). */
function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (!value || typeof value !== 'object') return;
  if (!Array.isArray(value)) yield value as Record<string, unknown>;
  for (const child of Object.values(value)) yield* objectsIn(child);
}

/** A pack's price as a page's first answers show it. */
const priceOf = (boot: Boot, packId: number) => [...objectsIn(boot.page.prefetched)].find((o) => o.pack_id === packId)?.price;

describe.each(databaseKinds(postgresUrl))('the page cache on %s', (kind) => {
  let t: TestApp;
  let editor: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl, { spa: true, pageCache: true });
    editor = { 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', STAFF.editor)) };
  });
  afterAll(() => t.close());

  const visit = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...HOST, ...headers } });
  /** Visits twice (each server instance once, in the paired run), so that the next visit is served from the cache. */
  const warm = async (url: string, headers: Record<string, string> = {}) => {
    await visit(url, headers);
    await visit(url, headers);
    const hit = await visit(url, headers);
    expect(hit.headers['x-page-cache'], url).toBe('hit');
    return hit;
  };

  it('serves an anonymous page from the cache: the same page, in the encoding asked for, with headers for a shared cache', async () => {
    const first = await visit('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const hit = await warm('/');
    expect(hit.body).toBe(first.body);
    expect(hit.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': SHARED_CACHE_CONTROL,
      vary: 'Accept-Encoding, Cookie',
      etag: first.headers.etag,
    });
    expect(hit.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const br = await visit('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(first.body);
    const gzip = await visit('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // A HEAD answers as the GET would, without the body.
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: HOST });
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.body).toBe('');
  });

  it('answers 304 to a browser that has the page, and 200 again once the page changed', async () => {
    const page = await warm('/');
    const etag = page.headers.etag as string;
    const again = await visit('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers).toMatchObject({ etag, 'cache-control': SHARED_CACHE_CONTROL });
    const websiteId = await websiteIdOf(t.database.db, 'freshkart');
    const brand = (await t.database.db.select().from(brands).where(eq(brands.websiteId, websiteId)).limit(1))[0];
    await t.database.db
      .update(brands)
      .set({ name: `${brand?.name} ` })
      .where(eq(brands.id, brand?.id ?? 0));
    const changed = await visit('/', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('never serves a cached page to a visitor with a cart, a pincode or a user, nor theirs to anyone, and keeps theirs private', async () => {
    const anonymous = await warm('/');
    // A session cookie with nothing in it yet: the cached page, but private (only this server knows the session is empty).
    const guest = await guestHeaders(t.app, ORIGIN);
    const empty = await visit('/', { cookie: guest.cookie });
    expect(empty.headers['x-page-cache']).toBe('hit');
    expect(empty.headers['cache-control']).toBe('private, no-store');
    expect(empty.headers.etag).toBeUndefined();
    expect(empty.body).toBe(anonymous.body);

    const product = await firstProduct(t.database.db);
    const [pack] = await t.database.db.select().from(packs).where(eq(packs.productId, product.id)).limit(1);
    expect((await addUnits(t.app, t.database.db, guest, pack?.id ?? 0, 2)).statusCode).toBe(200);
    const withCart = await visit('/', { cookie: guest.cookie });
    expect(withCart.headers['x-page-cache']).toBe('personal');
    expect(withCart.headers['cache-control']).toBe('private, no-store');
    expect(bootOf(withCart.body).init.cart.items).toHaveLength(1);

    const withPincode = await guestHeaders(t.app, ORIGIN);
    expect((await sendJson(t.app, { ...withPincode, 'x-web-url': ORIGIN }, 'GET', '/s/api/check/pincode/560001')).statusCode).toBe(200);
    const pinned = await visit('/', { cookie: withPincode.cookie ?? '' });
    expect(pinned.headers['x-page-cache']).toBe('personal');
    expect(bootOf(pinned.body).init.pincode).toBe('560001');

    const shopper = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210');
    const signedIn = await visit('/', { cookie: shopper.cookie ?? '' });
    expect(signedIn.headers['x-page-cache']).toBe('personal');
    expect(bootOf(signedIn.body).init.user).toMatchObject({ phone: '9876543210' });

    const after = await visit('/');
    expect(after.headers['x-page-cache']).toBe('hit');
    const boot = bootOf(after.body);
    expect(boot.init).toMatchObject({ user: null, pincode: null });
    expect(boot.init.cart.items).toHaveLength(0);
    expect(after.body).toBe(anonymous.body);
  });

  it('keeps a page under what it reads of the query: a flood of parameters no page reads is the same page, from one entry', async () => {
    const kept = await warm('/products?c=staples');
    for (let i = 0; i < 20; i++) {
      const odd = await visit(`/products?c=staples&x=${i}&utm_source=ad${i}`);
      expect(odd.statusCode).toBe(200);
      expect(odd.headers['x-page-cache']).toBe('hit');
      expect(odd.body).toBe(kept.body);
    }
    // Kept first with a parameter no page reads, it is the page without it: rendered from what it reads.
    const first = await visit('/products?b=tata-sampann&fbclid=abc');
    expect(first.headers['x-page-cache']).toBe('miss');
    // The paired run's other instance keeps its own.
    await visit('/products?b=tata-sampann&fbclid=def');
    const plain = await visit('/products?b=tata-sampann');
    expect(plain.headers['x-page-cache']).toBe('hit');
    expect(plain.body).toBe(first.body);
    expect(plain.body).not.toContain('fbclid');
    // What a page reads still makes a page of its own.
    expect((await visit('/products?c=staples&page=2')).headers['x-page-cache']).toBe('miss');
  });

  it('keeps a page per analytics consent answer', async () => {
    const pending = await warm('/products');
    const granted = await warm('/products', { cookie: 'analytics_consent=granted' });
    expect(granted.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect((await visit('/products')).headers.etag).toBe(pending.headers.etag);
  });

  it('shows a published page on the very next request, and a published change of the website settings', async () => {
    const path = `/cache-offers-${kind}`;
    expect((await warm(path)).statusCode).toBe(404);
    const save = await sendJson(t.app, editor, 'PUT', `/s/api/builder/page?path=${encodeURIComponent(path)}`, {
      base: null,
      data: { version: 2, seo_title: 'Cache offers', data: [{ name: 'heading', data: { title: 'Cache offers' } }] },
    });
    expect(save.statusCode).toBe(200);
    // A draft is not what shoppers see: the cached 404 stays.
    expect((await visit(path)).headers['x-page-cache']).toBe('hit');
    expect(
      (
        await sendJson(t.app, editor, 'POST', `/s/api/builder/publish?path=${encodeURIComponent(path)}`, {
          version: save.json().version.id,
        })
      ).statusCode,
    ).toBe(200);
    const published = await visit(path);
    expect(published.statusCode).toBe(200);
    expect(bootOf(published.body).page.data.seo_title).toBe('Cache offers');

    await warm('/');
    const settings = (await sendJson(t.app, editor, 'GET', '/s/api/builder/settings')).json();
    const data = structuredClone(settings.head?.data ?? settings.live);
    data.navSetting.header_template = data.navSetting.header_template === 3 ? 2 : 3;
    const draft = await sendJson(t.app, editor, 'PUT', '/s/api/builder/settings', { base: settings.head?.id ?? null, data });
    expect(draft.statusCode).toBe(200);
    expect(
      (await sendJson(t.app, editor, 'POST', '/s/api/builder/settings/publish', { version: draft.json().version.id })).statusCode,
    ).toBe(200);
    const after = await visit('/');
    expect(bootOf(after.body).init.navSetting.header_template).toBe(data.navSetting.header_template);
  });

  it('shows a product’s new price, name and brand on the next product page and listing', async () => {
    const product = await firstProduct(t.database.db);
    const [pack] = await t.database.db.select().from(packs).where(eq(packs.productId, product.id)).limit(1);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    const listing = `/products?q=${encodeURIComponent(row?.name ?? '')}`;
    const packId = pack?.id ?? 0;
    expect(priceOf(bootOf((await warm(`/products/${product.slug}`)).body), packId)).toBe((pack?.pricePaise ?? 0) / 100);
    expect(priceOf(bootOf((await warm(listing)).body), packId)).toBe((pack?.pricePaise ?? 0) / 100);

    await t.database.db.update(packs).set({ pricePaise: 12_345 }).where(eq(packs.id, packId));
    expect(priceOf(bootOf((await visit(`/products/${product.slug}`)).body), packId)).toBe(123.45);
    expect(priceOf(bootOf((await visit(listing)).body), packId)).toBe(123.45);

    await warm(`/products/${product.slug}`);
    await t.database.db.update(products).set({ name: 'Renamed Mango' }).where(eq(products.id, product.id));
    const renamed = bootOf((await visit(`/products/${product.slug}`)).body);
    expect([...objectsIn(renamed.page.prefetched)].some((o) => o.product_name === 'Renamed Mango')).toBe(true);

    await warm(`/products/${product.slug}`);
    await t.database.db
      .update(brands)
      .set({ name: 'Renamed Brand' })
      .where(eq(brands.id, row?.brandId ?? 0));
    const rebranded = bootOf((await visit(`/products/${product.slug}`)).body);
    expect(rebranded.init.brands.some((b: { name: string }) => b.name === 'Renamed Brand')).toBe(true);
  });

  it('keeps pages when only stock moves (no page shows it): the kept page is the page rendered afresh', async () => {
    const product = await firstProduct(t.database.db);
    const [pack] = await t.database.db.select().from(packs).where(eq(packs.productId, product.id)).limit(1);
    const kept = await warm(`/products/${product.slug}`);
    await t.database.db
      .update(packs)
      .set({ stock: 0 })
      .where(eq(packs.id, pack?.id ?? 0));
    const after = await visit(`/products/${product.slug}`);
    expect(after.headers['x-page-cache']).toBe('hit');
    // Rendered now for a visitor the cache never serves (a guest with another product in the cart): the same page.
    const guest = await guestHeaders(t.app, ORIGIN);
    const otherPack = (await packsInStock(t.database.db, 'freshkart', 2, 5)).find((p) => p.productId !== product.id);
    expect((await addUnits(t.app, t.database.db, guest, otherPack?.id ?? 0)).statusCode).toBe(200);
    const fresh = await visit(`/products/${product.slug}`, { cookie: guest.cookie ?? '' });
    expect(fresh.headers['x-page-cache']).toBe('personal');
    expect(bootOf(fresh.body).page).toEqual(bootOf(kept.body).page);
  });

  it('every column of a pack but its stock announces a change', async () => {
    const result: unknown = await t.database.db.execute(
      sql`SELECT event_object_column AS column_name FROM information_schema.triggered_update_columns WHERE trigger_name = 'packs_content_changed'`,
    );
    const rows = (result as { rows: { column_name: string }[] }).rows;
    const watched = rows.map((row) => row.column_name).sort();
    const columns = Object.values(getTableColumns(packs))
      .map((c) => c.name)
      .filter((name) => name !== 'stock' && name !== 'id')
      .sort();
    expect(watched).toEqual(columns);
  });

  it('shows a category change in the next page’s menus, and in the product list’s filters', async () => {
    await warm('/');
    const websiteId = await websiteIdOf(t.database.db, 'freshkart');
    const [category] = await t.database.db.select().from(categories).where(eq(categories.websiteId, websiteId)).limit(1);
    await t.database.db
      .update(categories)
      .set({ name: 'Renamed Aisle' })
      .where(eq(categories.id, category?.id ?? 0));
    const next = await visit('/');
    expect(next.headers['x-page-cache']).toBe('miss');
    expect(JSON.stringify(bootOf(next.body).init.categories)).toContain('Renamed Aisle');
    await warm('/');
  });

  it('serves a host the website it is bound to from the next request on, and another website’s change leaves its pages', async () => {
    const other = { host: 'other-shop.localhost:8080' };
    expect(bootOf((await warm('/', other)).body).init.web.slug).toBe('freshkart');
    await warm('/');
    const daily = await websiteIdOf(t.database.db, 'daily');
    // The daily website's content changes: FreshKart's pages stay.
    await t.database.db
      .update(brands)
      .set({ name: sql`${brands.name} || ' '` })
      .where(eq(brands.websiteId, daily));
    expect((await visit('/')).headers['x-page-cache']).toBe('hit');
    await t.database.db.insert(websiteHosts).values({ host: 'other-shop.localhost', websiteId: daily });
    const switched = await visit('/', other);
    expect(switched.headers['x-page-cache']).toBe('miss');
    expect(bootOf(switched.body).init.web.slug).toBe('daily');
    expect(bootOf((await warm('/', other)).body).init.web.slug).toBe('daily');
  });
});

// Issue 33, item 4: with the page cache off, a page's content (website, menus, page data) is read
// from memory per website until any of it changes; a change shows on the very next request all the same.
describe.each(databaseKinds(postgresUrl))('content kept in memory, page cache off, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl, { spa: true });
  });
  afterAll(() => t.close());

  const visit = (url: string) => t.app.inject({ method: 'GET', url, headers: HOST });
  const api = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { 'x-web-url': ORIGIN } })).json();
  /** A page and the API's answers for it, twice each (both server instances in the paired run). */
  const readTwice = async (path: string) => {
    for (let i = 0; i < 2; i++) {
      expect((await visit(path)).headers['x-page-cache']).toBe('off');
      await api('/s/api/init');
      await api(`/s/api/page/data${path === '/' ? '' : path}`);
    }
  };

  it('shows a price, a product name, a category and a website setting changed meanwhile on the next page and API answer', async () => {
    const product = await firstProduct(t.database.db);
    const [pack] = await t.database.db.select().from(packs).where(eq(packs.productId, product.id)).limit(1);
    const page = `/products/${product.slug}`;
    await readTwice(page);
    await t.database.db
      .update(packs)
      .set({ pricePaise: 23_456 })
      .where(eq(packs.id, pack?.id ?? 0));
    await t.database.db.update(products).set({ name: 'Memo Mango' }).where(eq(products.id, product.id));
    const boot = bootOf((await visit(page)).body);
    expect(priceOf(boot, pack?.id ?? 0)).toBe(234.56);
    expect(boot.page.data.seo_title).toContain('Memo Mango');
    expect((await api(`/s/api/page/data${page}`)).seo_title).toContain('Memo Mango');

    await readTwice('/');
    const websiteId = await websiteIdOf(t.database.db, 'freshkart');
    const [category] = await t.database.db.select().from(categories).where(eq(categories.websiteId, websiteId)).limit(1);
    await t.database.db
      .update(categories)
      .set({ name: 'Memo Aisle' })
      .where(eq(categories.id, category?.id ?? 0));
    expect(JSON.stringify(bootOf((await visit('/')).body).init.categories)).toContain('Memo Aisle');
    expect(JSON.stringify((await api('/s/api/init')).categories)).toContain('Memo Aisle');

    await readTwice('/');
    await t.database.db.execute(sql`UPDATE websites SET name = 'Memo Kart' WHERE id = ${websiteId}`);
    expect(bootOf((await visit('/')).body).init.web.name).toBe('Memo Kart');
    expect((await api('/s/api/init')).web.name).toBe('Memo Kart');
  });
});
