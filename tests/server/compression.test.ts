import { gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_SCRIPT, createTestApp, type TestApp } from '../support/test-app';

const postgresUrl = inject('postgresUrl');

describe('response compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', postgresUrl, { spa: true });
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost:8080', 'x-web-url': 'http://localhost:8080', ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('compresses pages and API answers with brotli or gzip, as the browser asks, and not otherwise', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const api = await get('/s/api/products?perPage=24', 'gzip');
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(api.rawPayload).toString()).data).toHaveLength(24);
  });

  it('sends built assets from their precompressed twins, and the plain file to a browser that asks for none', async () => {
    const br = await get('/assets/app.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_SCRIPT);
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
  });

  it('never inflates a compressed request body (its size could hide far more than the body limit)', async () => {
    const cookie = await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': 'http://localhost:8080' } });
    const token = cookie.cookies.find((c) => c.name === 'XSRF-TOKEN');
    const cookies = Object.fromEntries(cookie.cookies.map((c) => [c.name, c.value]));
    const res = await t.app.inject({
      method: 'POST',
      url: '/s/api/cart/add',
      headers: {
        'x-web-url': 'http://localhost:8080',
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'x-xsrf-token': token?.value ?? '',
      },
      cookies,
      payload: gzipSync(JSON.stringify({ pack_id: 1, warehouse_id: 1 })),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toEqual(expect.any(String));
    const cart = await t.app.inject({ method: 'GET', url: '/s/api/cart', headers: { 'x-web-url': 'http://localhost:8080' }, cookies });
    expect(JSON.parse(cart.body).quantity ?? 0).toBe(0);
  });
});
