import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { productRequest } from '../../contract/prefetched';
import { bootOf } from '../support/served-html';
import { signedInHeaders } from '../support/sign-in';
import { createTestApp, sendJson, type TestApp } from '../support/test-app';
import { firstProduct } from '../support/store-data';

// Issue 20, item 5: a product page request matches its path once and loads its product once; the
// product the page data was built from is the one inlined for the screen.
const calls = vi.hoisted(() => ({ matchRoute: 0, loadProduct: 0 }));
vi.mock('../../contract/routes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../contract/routes')>();
  return { ...actual, matchRoute: (path: string) => (calls.matchRoute++, actual.matchRoute(path)) };
});
vi.mock('../../server/services/catalogue/product-detail', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/services/catalogue/product-detail')>();
  return { ...actual, loadProduct: (...args: Parameters<typeof actual.loadProduct>) => (calls.loadProduct++, actual.loadProduct(...args)) };
});

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';

describe('the work of one page request', () => {
  let t: TestApp;
  let product: { id: number; slug: string };
  beforeAll(async () => {
    t = await createTestApp('pglite', postgresUrl, { spa: true });
    product = await firstProduct(t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    calls.matchRoute = 0;
    calls.loadProduct = 0;
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });

  it('matches a product page’s path once and loads its product once, inlining that product', async () => {
    const res = await page(`/products/${product.slug}`);
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual({ matchRoute: 1, loadProduct: 1 });
    const inlined = bootOf(res.body).page.prefetched[productRequest(product.slug)];
    expect(inlined).toMatchObject({ product_id: product.id, slug: product.slug, wishlist: false });
  });

  it('answers the inlined product as the API would for the visitor: on their wish list', async () => {
    const signedIn = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210');
    const me = { 'x-web-url': ORIGIN, ...signedIn };
    const list = (await sendJson(t.app, me, 'POST', '/s/api/wishlistCategory', { name: 'Page request' })).json();
    await sendJson(t.app, me, 'POST', '/s/api/wishlist/update', { product_id: product.id, wishlist_category_id: list.id });
    const api = (await sendJson(t.app, me, 'GET', `/s/api/products/${product.slug}`)).json();
    expect(api.wishlist).toBe(true);
    calls.loadProduct = 0;
    const res = await page(`/products/${product.slug}`, { cookie: signedIn.cookie ?? '' });
    expect(calls.loadProduct).toBe(1);
    expect(bootOf(res.body).page.prefetched[productRequest(product.slug)]).toEqual(api);
  });

  it('loads no product for a missing one beyond the one look-up, and inlines nothing', async () => {
    const res = await page('/products/no-such-product');
    expect(res.statusCode).toBe(404);
    expect(calls).toEqual({ matchRoute: 1, loadProduct: 1 });
    expect(bootOf(res.body).page.prefetched).toBeUndefined();
  });

  it('matches other pages once too', async () => {
    for (const path of ['/', '/products?q=atta', '/about', '/cart']) {
      calls.matchRoute = 0;
      expect((await page(path)).statusCode, path).toBe(200);
      expect(calls.matchRoute, path).toBe(1);
    }
  });
});
