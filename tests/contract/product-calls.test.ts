import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ProductPageSchema, ProductSchema } from '../../contract/product';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { conformsTo } from './conforms';

const postgresUrl = inject('postgresUrl');
const isProductPage = conformsTo(ProductPageSchema, 'input');
const isProduct = conformsTo(ProductSchema, 'input');

/** Spec section 7: GET /api/products (query page, s, c, b, q, perPage; items as data, total as meta.total) and GET /api/products/{slug}. */
describe.each(databaseKinds(postgresUrl))('product calls answer the contract on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-web-url': 'http://localhost:8080' } });
    expect(res.statusCode, url).toBe(200);
    return res.json() as { data: { slug: string }[]; meta: { total: number } };
  };

  it('checks what the contract says, so that it can fail', () => {
    expect(isProductPage({ data: [], meta: { total: 0 } })).toEqual([]);
    expect(isProductPage({ data: [], meta: {} }).join()).toMatch(/must have required property 'total'/);
    expect(isProduct({ product_id: 'x' }).join()).toMatch(/product_id must be number/);
  });

  it.each(['', '?page=2&perPage=5', '?q=atta&s=price_asc', '?c=staples&b=tata', '?page=999'])('GET /api/products%s', async (query) => {
    const page = await get(`/s/api/products${query}`);
    expect(isProductPage(page)).toEqual([]);
    expect(typeof page.meta.total).toBe('number');
  });

  it('GET /api/products/{slug}', async () => {
    const [first] = (await get('/s/api/products?perPage=3')).data;
    const product = await get(`/s/api/products/${first?.slug}`);
    expect(isProduct(product)).toEqual([]);
  });
});
