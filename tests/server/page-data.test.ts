import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pages, websites } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { firstProduct } from '../support/store-data';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const PAGE_FIELDS = [
  'data',
  'css',
  'show_footer',
  'show_sub_navbar',
  'show_navbar',
  'seo_title',
  'seo_description',
  'seo_keyword',
  'schema_script',
];

describe.each(databaseKinds(postgresUrl))('GET /s/api/page/data{path} on %s', (kind) => {
  let t: TestApp;
  let productSlug: string;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    productSlug = (await firstProduct(t.database.db)).slug;
  });
  afterAll(() => t.close());

  const get = (url: string, origin = 'http://localhost:8080') => t.app.inject({ method: 'GET', url, headers: { 'x-web-url': origin } });

  it('serves the home page of each website', async () => {
    const fresh = (await get('/s/api/page/data')).json();
    for (const field of PAGE_FIELDS) expect(fresh).toHaveProperty(field);
    expect(fresh.version).toBe(2);
    expect(fresh.data.map((c: { name: string }) => c.name).slice(0, 3)).toEqual(['hero-slider', 'heading', 'category-carousel']);
    const daily = (await get('/s/api/page/data/', 'http://daily.localhost:8080')).json();
    expect(daily.data[1].data.title).toBe('Good morning from Daily Basket');
    expect(daily.show_sub_navbar).toBe(false);
  });

  it('resolves each component’s logicdata into its response', async () => {
    type Card = { slug: string; packs: { price: number; act_price: number }[] };
    const fresh = (await get('/s/api/page/data')).json();
    const byTitle = (title: string) => fresh.data.find((c: { data?: { title?: string } }) => c.data?.title === title);
    const deals: Card[] = byTitle('Deals of the day').response.products;
    expect(deals).toHaveLength(12);
    for (const product of deals) expect(product.packs.some((p) => p.price < p.act_price)).toBe(true);
    const fruits: Card[] = byTitle('Fresh fruits').response.products;
    expect(fruits.length).toBeGreaterThan(0);
    expect(byTitle('Shop by category').response.categories.map((c: { slug: string }) => c.slug)).toEqual([
      'fruits-vegetables',
      'dairy-breakfast',
      'staples',
      'snacks-beverages',
      'household',
    ]);
    expect(byTitle('Brands we love').response.brands.length).toBeGreaterThanOrEqual(20);

    const daily = (await get('/s/api/page/data', 'http://daily.localhost:8080')).json();
    const grid = daily.data.find((c: { name: string }) => c.name === 'product-grid');
    expect(grid.response.products).toHaveLength(8);
  });

  it('never serves a stored response as is: the server resolves it again', async () => {
    const [website] = await t.database.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'freshkart'));
    const forged = {
      name: 'ProductCarousel',
      order: 99,
      data: { title: 'Forged' },
      logicdata: { source: 'ids', ids: [] },
      response: { products: [{ product_name: 'FORGED' }] },
    };
    const [about] = await t.database.db
      .select()
      .from(pages)
      .where(and(eq(pages.websiteId, (website as { id: number }).id), eq(pages.path, '/about')));
    const original = (about as typeof pages.$inferSelect).data;
    await t.database.db
      .update(pages)
      .set({ data: { ...original, data: [...original.data, forged] } })
      .where(eq(pages.id, (about as { id: number }).id));
    const body = (await get('/s/api/page/data/about')).json();
    expect(body.data.at(-1).response).toEqual({ products: [] });
    await t.database.db
      .update(pages)
      .set({ data: original })
      .where(eq(pages.id, (about as { id: number }).id));
  });

  it('serves a content page and ignores a trailing slash', async () => {
    const res = await get('/s/api/page/data/about/');
    expect(res.statusCode).toBe(200);
    expect(res.json().seo_title).toBe('About FreshKart');
  });

  it('serves the default page of a built-in route', async () => {
    const res = await get('/s/api/page/data/account/orders');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ name: 'screen', order: 0, data: { screen: 'orders' } }]);
  });

  it('gives a product page the product’s SEO fields', async () => {
    const res = await get(`/s/api/page/data/products/${productSlug}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data[0].data.screen).toBe('product');
    expect(body.seo_title.length).toBeGreaterThan(3);
    // A bare name, as a store CDN names images: the page head sends it through the image path.
    expect(body.seo_image).toBe(`product-${productSlug}.svg`);
  });

  it.each([
    ['/s/api/page/data/no-such-page'],
    ['/s/api/page/data/products/no-such-product'],
    ['/s/api/page/data/%3Cscript%3E'],
    ["/s/api/page/data/about'%20OR%201=1--"],
  ])('answers 404 with a JSON error for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Page not found' });
  });

  it('refuses a path that is too long', async () => {
    const res = await get(`/s/api/page/data/${'x'.repeat(5000)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json().message).toMatch(/too long/);
  });

  it('keeps pages of one website out of another', async () => {
    const daily = (await get('/s/api/page/data/about', 'http://daily.localhost:8080')).json();
    expect(daily.seo_title).toBe('About Daily Basket');
  });
});
