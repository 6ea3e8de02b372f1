import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { brands, categories, packs, products } from '../../server/db/schema';
import { PRODUCT_SORTS } from '../../contract/product-list';
import type { Product } from '../../src/generated/types/product';
import { createTestApp, type TestApp } from '../support/test-app';
import { firstProduct, websiteIdOf } from '../support/store-data';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const DAILY = 'http://daily.localhost:8080';

interface ListBody {
  data: Product[];
  meta: { total: number; page: number; perPage: number };
}

const minPrice = (p: Product) => Math.min(...p.packs.map((k) => k.price));
const bestDiscount = (p: Product) => Math.max(0, ...p.packs.map((k) => Math.round((100 * (k.act_price - k.price)) / k.act_price)));
const searchable = (p: Product) => `${p.product_name} ${p.brand_name} ${p.product_description ?? ''}`.toLowerCase();

describe.each(databaseKinds(postgresUrl))('GET /s/api/products on %s', (kind) => {
  let t: TestApp;
  let freshkartId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    freshkartId = await websiteIdOf(t.database.db, 'freshkart');
  });
  afterAll(() => t.close());

  const get = async (query: string, origin = 'http://localhost:8080') => {
    const response = await t.app.inject({ method: 'GET', url: `/s/api/products${query}`, headers: { 'x-web-url': origin } });
    return { status: response.statusCode, body: response.json() };
  };
  const list = async (query: string, origin?: string): Promise<ListBody> => {
    const { status, body } = await get(query, origin);
    expect(status).toBe(200);
    return body as ListBody;
  };

  it('lists the newest 24 products of the website with the total', async () => {
    const body = await list('');
    expect(body.meta).toEqual({ total: 520, page: 1, perPage: 24 });
    expect(body.data).toHaveLength(24);
    const newest = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.websiteId, freshkartId))
      .orderBy(asc(products.createdAt))
      .limit(1000);
    expect(body.data.map((p) => p.product_id)).toEqual(
      newest
        .map((r) => r.id)
        .reverse()
        .slice(0, 24),
    );
    expect(body.data[0]).toMatchObject({ wishlist: false, image: expect.stringMatching(/^product-[a-z0-9-]+\.svg$/) });
  });

  it('is scoped to the website of the origin', async () => {
    const fresh = await list('?perPage=96');
    const daily = await list('?perPage=96', DAILY);
    expect(daily.meta.total).toBe(520);
    const freshIds = new Set(fresh.data.map((p) => p.product_id));
    expect(daily.data.some((p) => freshIds.has(p.product_id))).toBe(false);
  });

  it('pages through every sort without repeating or skipping a product', async () => {
    for (const sort of PRODUCT_SORTS) {
      const seen: number[] = [];
      for (let page = 1; page <= 6; page++) seen.push(...(await list(`?s=${sort}&perPage=96&page=${page}`)).data.map((p) => p.product_id));
      expect(seen, sort).toHaveLength(520);
      expect(new Set(seen).size, sort).toBe(520);
    }
  });

  it('answers the last page short, and pages past the end empty with the total', async () => {
    const last = await list('?page=22');
    expect(last.data).toHaveLength(520 - 21 * 24);
    expect(last.meta).toEqual({ total: 520, page: 22, perPage: 24 });
    const past = await list('?page=23');
    expect(past).toEqual({ data: [], meta: { total: 520, page: 23, perPage: 24 } });
    expect((await list('?page=10000')).data).toEqual([]);
  });

  it('sorts by price both ways, name, discount and newest', async () => {
    const ordered = async (sort: string) => (await list(`?s=${sort}&perPage=96&page=2`)).data;
    const isSorted = (values: (number | string)[], direction: 1 | -1) =>
      values.every(
        (v, i) => i === 0 || (v > (values[i - 1] as number | string) ? 1 : v < (values[i - 1] as number | string) ? -1 : 0) !== -direction,
      );
    expect(isSorted((await ordered('price_asc')).map(minPrice), 1)).toBe(true);
    expect(isSorted((await ordered('price_desc')).map(minPrice), -1)).toBe(true);
    expect(
      isSorted(
        (await ordered('name')).map((p) => p.product_name.toLowerCase()),
        1,
      ),
    ).toBe(true);
    expect(isSorted((await ordered('discount')).map(bestDiscount), -1)).toBe(true);
    const cheapest = (await list('?s=price_asc&perPage=1')).data[0] as Product;
    const dearest = (await list('?s=price_desc&perPage=1')).data[0] as Product;
    expect(minPrice(cheapest)).toBeLessThan(minPrice(dearest));
    expect(bestDiscount((await list('?s=discount&perPage=1')).data[0] as Product)).toBeGreaterThan(0);
  });

  it('finds products by name, brand and description words, by prefix and with typos', async () => {
    const atta = await list('?q=atta&perPage=96');
    expect(atta.meta.total).toBeGreaterThan(0);
    for (const p of atta.data) expect(searchable(p)).toContain('atta');
    const typo = await list('?q=ata&perPage=96');
    expect(typo.data.map((p) => p.product_id)).toEqual(expect.arrayContaining(atta.data.map((p) => p.product_id)));
    const prefix = await list('?q=bisc');
    expect(prefix.meta.total).toBeGreaterThan(0);
    for (const p of prefix.data) expect(p.product_name.toLowerCase()).toContain('biscuit');
    const misspelt = await list('?q=biscut');
    expect(misspelt.meta.total).toBe(prefix.meta.total);
    const brand = await list('?q=amrit%20dairy&perPage=96');
    expect(brand.meta.total).toBeGreaterThan(0);
    for (const p of brand.data) expect(searchable(p)).toContain('amrit dairy');
  });

  it('needs every search word to match, and ranks by relevance when searching', async () => {
    const both = await list('?q=multigrain%20atta&perPage=96');
    expect(both.meta.total).toBeGreaterThan(0);
    for (const p of both.data) expect(searchable(p)).toMatch(/multigrain[\s\S]*atta|atta[\s\S]*multigrain/);
    const relevance = await list('?q=multigrain%20atta&s=relevance&perPage=96');
    expect(relevance.meta.total).toBe(both.meta.total);
    expect((await list('?q=zzzzqqqq')).meta.total).toBe(0);
  });

  it('ranks a product whose own name matches above one that matches only through its brand (issue 18: "mil" and Sona Mills)', async () => {
    const mil = await list('?q=mil&perPage=96');
    const ownName = (p: Product) =>
      p.product_name
        .toLowerCase()
        .replace((p.brand_name ?? '').toLowerCase(), '')
        .split(/\W+/)
        .some((w) => w.startsWith('mil'));
    const ranks = mil.data.map(ownName);
    expect(ranks.filter(Boolean).length).toBeGreaterThan(0);
    expect(ranks.filter((r) => !r).length, 'products that match through a brand (Sona Mills) are found too').toBeGreaterThan(0);
    // Every own-name match comes before the first brand-only match.
    expect(ranks.lastIndexOf(true)).toBeLessThan(ranks.indexOf(false));
  });

  it('filters by category including sub-categories, by several categories, and by brands', async () => {
    const rows = await t.database.db
      .select({ slug: categories.slug, parentId: categories.parentId, id: categories.id })
      .from(categories)
      .where(eq(categories.websiteId, freshkartId));
    const staples = rows.find((r) => r.slug === 'staples') as { id: number };
    const children = rows.filter((r) => r.parentId === staples.id);
    const childTotals = await Promise.all(children.map(async (c) => (await list(`?c=${c.slug}`)).meta.total));
    const parent = await list('?c=staples');
    expect(parent.meta.total).toBe(childTotals.reduce((a, b) => a + b, 0));
    expect(parent.meta.total).toBeGreaterThan(0);
    const two = await list(`?c=${children[0]?.slug},${children[1]?.slug}`);
    expect(two.meta.total).toBe((childTotals[0] ?? 0) + (childTotals[1] ?? 0));

    const brand = await list('?b=amrit-dairy&perPage=96');
    expect(brand.meta.total).toBeGreaterThan(0);
    for (const p of brand.data) expect(p.brand_slug).toBe('amrit-dairy');
    const twoBrands = await list('?b=amrit-dairy,sona-mills');
    const sona = await list('?b=sona-mills');
    expect(twoBrands.meta.total).toBe(brand.meta.total + sona.meta.total);

    const combined = await list('?q=atta&c=staples&b=sona-mills,amrit-dairy&s=price_asc&perPage=96');
    for (const p of combined.data) {
      expect(['sona-mills', 'amrit-dairy']).toContain(p.brand_slug);
      expect(searchable(p)).toContain('atta');
    }
    expect((await list('?c=no-such-category')).meta.total).toBe(0);
    expect((await list('?b=no-such-brand')).meta.total).toBe(0);
  });

  it('keeps search and price sorts right when products and packs change after seeding', async () => {
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.websiteId, freshkartId))
      .orderBy(asc(products.id))
      .limit(1);
    const id = (product as { id: number }).id;
    await t.database.db.update(products).set({ name: 'Quokkaberry Jam' }).where(eq(products.id, id));
    expect((await list('?q=quokkaberry')).data.map((p) => p.product_id)).toEqual([id]);
    await t.database.db.update(packs).set({ pricePaise: 1 }).where(eq(packs.productId, id));
    expect((await list('?s=price_asc&perPage=1')).data[0]?.product_id).toBe(id);
    const [brand] = await t.database.db.select({ brandId: products.brandId }).from(products).where(eq(products.id, id));
    await t.database.db
      .update(brands)
      .set({ name: 'Wombatwala' })
      .where(eq(brands.id, (brand as { brandId: number }).brandId));
    expect((await list('?q=wombatwala')).meta.total).toBeGreaterThan(0);
  });

  it.each([
    ['?page=-1', /page must be a whole number from 1/],
    ['?page=0', /page must be/],
    ['?page=abc', /page must be/],
    ['?page=1.5', /page must be/],
    ['?page=99999999999999', /page must be/],
    ['?page=1&page=2', /page must be given at most once/],
    ['?perPage=0', /perPage must be/],
    ['?perPage=-5', /perPage must be/],
    ['?perPage=ten', /perPage must be/],
    ['?s=cheapest', /s must be one of: relevance, price_asc/],
    ['?s=%27%3B%20DROP%20TABLE%20products%3B--', /s must be one of/],
    [`?q=${'a'.repeat(201)}`, /q must be at most 200 characters/],
    ['?c=%27%20OR%201%3D1', /c must be up to 50 category slugs/],
    ['?c=Staples', /c must be/],
    [`?b=${Array.from({ length: 51 }, (_, i) => `brand-${i}`).join(',')}`, /b must be up to 50 brand slugs/],
    [`?c=${'x'.repeat(101)}`, /c must be/],
  ])('refuses %s with a 400 that names the parameter', async (query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('clamps perPage to 96', async () => {
    const body = await list('?perPage=100000');
    expect(body.meta.perPage).toBe(96);
    expect(body.data).toHaveLength(96);
  });

  it.each([
    "'; DROP TABLE products; --",
    '.*+?^${}()|[]\\',
    'atta:* & !rice',
    '%_%',
    '<script>alert(1)</script>',
    '😀🍎',
    'a'.repeat(200),
    '(((',
    'atta | rice',
  ])('answers hostile search text %j without an error', async (q) => {
    const body = await list(`?q=${encodeURIComponent(q)}`);
    expect(body.meta.page).toBe(1);
    expect(Array.isArray(body.data)).toBe(true);
  });

  it('refuses a NUL byte in the search text with 400 naming the field (issue 36: one guard for every string)', async () => {
    expect(await get(`?q=${encodeURIComponent('atta\u0000')}`)).toEqual({
      status: 400,
      body: { message: 'q contains a character that is not allowed' },
    });
  });

  it('treats blank search text as no search, and ignores empty and repeated slugs', async () => {
    expect((await list('?q=%20%20')).meta.total).toBe(520);
    expect((await list('?c=staples,,staples,')).meta.total).toBe((await list('?c=staples')).meta.total);
    expect((await list('?s=')).meta.total).toBe(520);
  });
});

describe.each(databaseKinds(postgresUrl))('GET /s/api/products/{slug} on %s', (kind) => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    slug = (await firstProduct(t.database.db)).slug;
  });
  afterAll(() => t.close());

  const get = (path: string, origin = 'http://localhost:8080') =>
    t.app.inject({ method: 'GET', url: `/s/api/products/${path}`, headers: { 'x-web-url': origin } });

  it('answers the product with its packs, brand and category', async () => {
    const response = await get(slug);
    expect(response.statusCode).toBe(200);
    const product = response.json();
    expect(product).toMatchObject({
      slug,
      wishlist: false,
      brand_slug: expect.any(String),
      category_slug: expect.any(String),
      category_name: expect.any(String),
    });
    expect(product.image).toBe(product.medias[0].src);
    expect(product.packs.length).toBeGreaterThan(0);
    for (const pack of product.packs) expect(pack.price).toBeLessThanOrEqual(pack.act_price);
  });

  it.each(['no-such-product', '%27%20OR%201%3D1', 'x'.repeat(400), '%3Cscript%3E', '..%2F..%2Fetc%2Fpasswd'])(
    'answers %s with a JSON 404',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found' });
    },
  );

  it('does not answer another website’s product', async () => {
    expect((await get(slug, DAILY)).statusCode).toBe(404);
  });
});
