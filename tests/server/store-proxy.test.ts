import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildStoreProxy, ownCookie } from '../../server/proxy/store-proxy';
import { storeApiUrl } from '../../server/proxy/store-api-url';
import { startSpecStore } from '../spec-store/store';
import { makeDistDir } from '../support/test-app';
import type { TelemetryConfig } from '../../server/telemetry/telemetry-config';

const telemetry: TelemetryConfig = { sentryDsn: null, environment: 'test', analyticsKey: 'local', analyticsHost: null };

/** The boot payload a page carries (contract/boot-payload.ts). */
const bootOf = (html: string) => JSON.parse(/<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

// Issue 34, item 6b: STORE_API_URL=… npm start renders pages from a store that runs the specified API
// and forwards every /s/* call to it; its own database is never opened (buildStoreProxy takes none).
describe('the storefront in front of a store that already runs the specified API', () => {
  let store: Awaited<ReturnType<typeof startSpecStore>>;
  let proxy: FastifyInstance;
  beforeAll(async () => {
    store = await startSpecStore();
    proxy = await buildStoreProxy({ upstream: store.origin, distDir: makeDistDir(), renderer: null, telemetry });
  });
  afterAll(async () => {
    await proxy?.close();
    await store?.close();
  });

  it('renders a built-in route the store has no page data for with its default page, and the store’s init', async () => {
    const res = await proxy.inject({ method: 'GET', url: '/products?q=dal', headers: { host: 'shop.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const boot = bootOf(res.body);
    expect(boot.init.web).toMatchObject({ id: 'corner-store', name: 'Corner Store', theme: 'dark' });
    expect(boot.page).toMatchObject({ path: '/products', status: 200 });
    expect(boot.page.data.data.map((c: { name: string }) => c.name)).toContain('screen');
    expect(res.body).toContain('<title>');
    // The store's session cookie, made this origin's.
    expect(String(res.headers['set-cookie'])).toContain('store_session=');
  });

  it('keeps the store’s own content page and its 404 for an unknown one', async () => {
    // Its own page builder's component (an HTML component whose `data` is the HTML text), migrated before
    // rendering: the boot payload is in the current format, so the browser loads no migration code.
    const about = bootOf((await proxy.inject({ method: 'GET', url: '/about' })).body);
    expect(about.page.data).toMatchObject({
      version: 2,
      data: [{ name: 'html-block', type: 'html', data: { html: expect.stringContaining('About Corner Store') } }],
    });
    const missing = await proxy.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(bootOf(missing.body).page).toMatchObject({ status: 404, data: null });
  });

  it('forwards calls with the visitor’s cookies, the XSRF header and x-web-url, and passes the answers and cookies back', async () => {
    const first = await proxy.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': 'http://shop.localhost:8080' } });
    const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    const jar = cookies.map((c) => c.split(';')[0]).join('; ');
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(jar)?.[1] ?? '';
    expect(xsrf).not.toBe('');
    const refused = await proxy.inject({
      method: 'POST',
      url: '/s/api/cart/add',
      headers: { cookie: jar, 'content-type': 'application/json' },
      payload: { pack_id: 1011, warehouse_id: 4 },
    });
    expect(refused.statusCode).toBe(403);
    const added = await proxy.inject({
      method: 'POST',
      url: '/s/api/cart/add',
      headers: { cookie: jar, 'x-xsrf-token': xsrf, 'content-type': 'application/json', 'x-web-url': 'http://shop.localhost:8080' },
      payload: { pack_id: 1011, warehouse_id: 4 },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ quantity: 1, items: [{ name: 'Toor Dal' }] });
    const page = bootOf((await proxy.inject({ method: 'GET', url: '/cart', headers: { cookie: jar } })).body);
    expect(page.init.cart.quantity).toBe(1);
    const products = await proxy.inject({ method: 'GET', url: '/s/api/products?c=fruits', headers: { cookie: jar } });
    expect(products.json().meta.total).toBe(2);
  });

  it('answers 502 with a message when the store does not answer, and serves the spinner page when it cannot render', async () => {
    const down = await buildStoreProxy({
      upstream: 'http://127.0.0.1:9',
      distDir: makeDistDir(),
      renderer: null,
      telemetry,
      timeoutMs: 2000,
    });
    const call = await down.inject({ method: 'GET', url: '/s/api/init' });
    expect(call.statusCode).toBe(502);
    expect(call.json()).toEqual({ message: 'The store could not be reached. Please try again.' });
    const page = await down.inject({ method: 'GET', url: '/products' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('boot-spinner');
    expect(bootOf(page.body)).toBeNull();
    await down.close();
  });

  it('sends the reference server’s security headers, refuses a malformed x-web-url, and takes a body over 1 MB for nothing', async () => {
    const page = await proxy.inject({ method: 'GET', url: '/' });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const bad = await proxy.inject({ method: 'GET', url: '/', headers: { 'x-web-url': 'javascript:alert(1)' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String) });
    const huge = await proxy.inject({
      method: 'POST',
      url: '/s/api/cart/add',
      headers: { 'content-type': 'application/json' },
      payload: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('makes a store’s cookie its own and refuses a STORE_API_URL that is not an origin', () => {
    expect(ownCookie('sid=1; Domain=api.shop.example; Path=/; HttpOnly')).toBe('sid=1; Path=/; HttpOnly');
    expect(storeApiUrl('https://shop.example.in/')).toBe('https://shop.example.in');
    for (const bad of [
      undefined,
      '',
      'shop.example.in',
      'ftp://shop.example.in',
      'https://u:p@shop.example.in',
      'https://shop.example.in/api',
      'https://shop.example.in/?a=1',
    ]) {
      expect(() => storeApiUrl(bad)).toThrow(/STORE_API_URL/);
    }
  });
});

// A store behind the proxy sees only its API: no path that leaves /s/, in any spelling; it sees the
// browser's Origin and Sec-Fetch-* for its own cross-site checks; an answer too big is not held.
describe('the proxy forwards only the store’s API', () => {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  let upstream: Server;
  let proxy: FastifyInstance;
  let proxyPort = 0;
  beforeAll(async () => {
    upstream = createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      if (request.url === '/s/api/huge') {
        response.writeHead(200, { 'content-type': 'application/json' });
        // 17 MB in pieces, with no length said first.
        for (let i = 0; i < 17; i++) response.write('x'.repeat(1024 * 1024));
        return response.end();
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    const { port } = upstream.address() as AddressInfo;
    proxy = await buildStoreProxy({ upstream: `http://127.0.0.1:${port}`, distDir: makeDistDir(), renderer: null, telemetry });
    await proxy.listen({ port: 0, host: '127.0.0.1' });
    proxyPort = (proxy.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await proxy?.close();
    await new Promise((done) => upstream?.close(done));
  });

  it.each(['/s/../admin', '/s/%2e%2e/x', '/s/%2E%2e/admin', '/s/..%5cadmin', '/s/..\\admin', '/s/api/..%2f..%2fadmin', '/s/api%00/x'])(
    'refuses %s without calling the store',
    async (path) => {
      seen.length = 0;
      // Over a real connection: the request line as sent, with no client tidying its dots first.
      const status = await new Promise<number>((done, fail) =>
        request({ host: '127.0.0.1', port: proxyPort, path }, (res) => (res.resume(), done(res.statusCode ?? 0)))
          .on('error', fail)
          .end(),
      );
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(seen).toEqual([]);
    },
  );

  it('forwards an API call with the browser’s Origin and Sec-Fetch-*, and a page path only as page data', async () => {
    seen.length = 0;
    const res = await proxy.inject({
      method: 'GET',
      url: '/s/api/products?search=dal',
      headers: { origin: 'https://shop.example', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
    });
    expect(res.json()).toEqual({ ok: true });
    expect(seen).toEqual([
      {
        url: '/s/api/products?search=dal',
        headers: expect.objectContaining({
          origin: 'https://shop.example',
          'sec-fetch-site': 'same-origin',
          'sec-fetch-mode': 'cors',
          'sec-fetch-dest': 'empty',
        }),
      },
    ]);
    seen.length = 0;
    await proxy.inject({ method: 'GET', url: '/%2e%2e/%2e%2e/admin' });
    for (const call of seen) expect(new URL(call.url, 'http://x').pathname).toMatch(/^\/s\/api\/(init|page\/data)/);
  });

  it('answers 502 rather than hold an answer over 16 MB', async () => {
    const res = await proxy.inject({ method: 'GET', url: '/s/api/huge' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'The store could not be reached. Please try again.' });
  });
});
