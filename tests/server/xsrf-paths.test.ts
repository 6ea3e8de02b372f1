import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PREFIX } from '../../server/routes/payments';
import { STATE_CHANGING_GETS } from '../../server/security/xsrf';
import { routesOf } from '../support/route-table';
import { cookieHeader, cookiesFrom, createTestApp, type TestApp } from '../support/test-app';

const ORIGIN = 'http://localhost:8080';
const WRITE_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** Every route of the app for a method, as full paths, read from Fastify's own route tree. */
const routesFor = (app: TestApp['app'], method: string): string[] =>
  routesOf(app.printRoutes({ commonPrefix: false, method }))
    .filter((route) => route.method === method)
    .map((route) => route.path);

/** The same route written the ways a router may still match it (issue 19). */
function disguises(path: string): Record<string, string> {
  const rest = path.slice('/s/api'.length);
  return {
    plain: path,
    'percent-encoded': `/s/%61pi${rest}`,
    'encoded slash and letters': `/%73/%61%70%69${rest}`,
    'double-encoded': `/s/%2561pi${rest}`,
    'mixed case': `/S/Api${rest}`,
    'double slash': `//s/api${rest}`,
    'dot segment': `/s/x/../api${rest}`,
    'encoded dot segment': `/s/x/%2e%2e/api${rest}`,
  };
}

describe('the XSRF check is decided on the matched route, whatever the path looks like (issue 19)', () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', '');
    const res = await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN } });
    cookies = cookiesFrom(res.headers['set-cookie']);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const writeRoutes = () =>
    WRITE_METHODS.flatMap((method) =>
      routesFor(t.app, method)
        .filter((path) => path.startsWith('/s/api') && !path.startsWith(WEBHOOK_PREFIX))
        .map((path) => ({ method, path: path.replace(/:[a-z_]+/gi, '1').replace(/\*$/, 'x') })),
    );

  it('finds the state-changing routes in the router (the list below is complete by construction)', () => {
    const found = writeRoutes().map((r) => `${r.method} ${r.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /s/api/order/cancel/1',
        'POST /s/api/cart/add',
        'PUT /s/api/addresses/1',
        'DELETE /s/api/addresses/1',
        'PUT /s/api/page/data',
      ]),
    );
    expect(found.length).toBeGreaterThan(20);
  });

  it('refuses every state-changing route without the token, under every disguise of its path', async () => {
    const passed: string[] = [];
    for (const { method, path } of writeRoutes()) {
      for (const [how, url] of Object.entries(disguises(path))) {
        // As a same-site page would send it: the session cookie rides along, a text/plain body needs no preflight.
        const res = await t.app.inject({
          method,
          url,
          headers: { 'x-web-url': ORIGIN, cookie: cookieHeader({ sid: cookies.sid as string }), 'content-type': 'text/plain' },
          payload: '{}',
        });
        // Refused by the XSRF check (403), or matched no route at all (404, 400 for a malformed escape).
        if (![403, 404, 400].includes(res.statusCode) || (res.statusCode !== 403 && res.json().message === undefined))
          passed.push(`${method} ${url} (${how}): ${res.statusCode} ${res.body.slice(0, 60)}`);
        if (res.statusCode === 400 && !/address is not valid/.test(res.body))
          passed.push(`${method} ${url} (${how}): reached a handler: ${res.body.slice(0, 60)}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('refuses an absolute-form request line (POST http://host/s/api/…) without the token', async () => {
    const raw = (path: string, withToken = false) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          const token = cookies['XSRF-TOKEN'] as string;
          socket.end(
            [
              `POST http://localhost:${port}${path} HTTP/1.1`,
              `Host: localhost:${port}`,
              withToken
                ? `Cookie: sid=${cookies.sid}; XSRF-TOKEN=${encodeURIComponent(token)}\r\nX-XSRF-Token: ${token}`
                : `Cookie: sid=${cookies.sid}`,
              'Content-Type: text/plain',
              'Content-Length: 2',
              'Connection: close',
              '',
              '{}',
            ].join('\r\n'),
          );
        });
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString();
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const path of ['/s/api/order/cancel/1', '/s/api/cart/add', '/s/%61pi/order/cancel/1']) {
      const answer = await raw(path);
      expect(answer.split('\r\n')[0], path).toMatch(/^HTTP\/1\.1 (403|404)/);
    }
    // Control: the same request line with the token passes the check (and meets the body's own rules).
    expect((await raw('/s/api/cart/add', true)).split('\r\n')[0]).not.toMatch(/^HTTP\/1\.1 (403|404)/);
  });

  it('the GET routes that change state (sign-out, pincode, coupon removal) refuse a cross-site request and change nothing', async () => {
    expect([...STATE_CHANGING_GETS].every((route) => routesFor(t.app, 'GET').includes(route))).toBe(true);
    const session = { 'x-web-url': ORIGIN, cookie: cookieHeader({ sid: cookies.sid as string }) };
    const get = (url: string, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { ...session, ...extra } });
    const pincode = async () => (await get('/s/api/init')).json().pincode;
    expect((await get('/s/api/check/pincode/560001')).statusCode).toBe(200);
    for (const [url, refusal] of [
      ['/s/api/check/pincode/560034', 'Cross-site requests are not allowed'],
      ['/s/api/remove/coupon', 'Cross-site requests are not allowed'],
      ['/s/api/auth/logout', 'Cross-site requests are not allowed'],
    ] as const) {
      const res = await get(url, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(refusal);
      const foreign = await get(url, { origin: 'https://evil.example' });
      expect(foreign.statusCode, url).toBe(403);
    }
    // Nothing changed: the session and its pincode are still there.
    expect(await pincode()).toBe('560001');
    // The shop's own requests still work.
    expect((await get('/s/api/check/pincode/560034', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect(await pincode()).toBe('560034');
  });
});
