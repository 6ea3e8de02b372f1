import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInHeaders } from '../support/sign-in';

const ORIGIN = 'http://localhost:8080';
/** Constants the route files use in paths. */
const PATH_CONSTANTS: Record<string, string> = {
  PREFIX: '/s/api/page/data',
  WEBHOOK_PREFIX: '/s/api/payment/webhook/',
  TEST_GATEWAY_PATH: '/s/test-gateway',
};
/** Routes that change state without the XSRF token, on purpose: gateways sign their webhooks; the stand-in gateway changes nothing of the store. */
const EXEMPT = [/^\/s\/api\/payment\/webhook\//, /^\/s\/test-gateway\//];

/** Every state-changing route the server registers, read from server/routes so a new one is checked without editing this list. */
function stateChangingRoutes(): { method: string; url: string }[] {
  const dir = join(projectRoot, 'server', 'routes');
  const found = new Map<string, { method: string; url: string }>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const match of source.matchAll(/\.(post|put|delete|patch)(?:<[^(]*>)?\(\s*(['`])([^'`]+)\2/g)) {
      const url = (match[3] as string)
        .replace(/\$\{(\w+)\}/g, (_, name: string) => PATH_CONSTANTS[name] ?? `\${${name}}`)
        .replace(/:\w+/g, '1')
        .replace(/\*$/, 'about');
      found.set(`${match[1]} ${url}`, { method: (match[1] as string).toUpperCase(), url });
    }
  }
  return [...found.values()];
}

describe('CSRF: every state-changing route needs the session’s X-XSRF-TOKEN', () => {
  let t: TestApp;
  let signed: Record<string, string>;
  const routes = stateChangingRoutes();

  beforeAll(async () => {
    t = await createTestApp('pglite', '');
    signed = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9000000001');
  });
  afterAll(() => t.close());

  it('finds the routes to check (the scan itself works)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toContainEqual({ method: 'POST', url: '/s/api/order/create' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/s/api/page/data/about' });
  });

  it('refuses each without the token, with a wrong token, and with another session’s token, changing nothing', async () => {
    const other = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210');
    const checked: string[] = [];
    for (const { method, url } of routes) {
      if (EXEMPT.some((pattern) => pattern.test(url))) continue;
      checked.push(`${method} ${url}`);
      const base = { 'x-web-url': ORIGIN, 'content-type': 'application/json', cookie: signed.cookie as string };
      const attempts: Record<string, string>[] = [
        base,
        { ...base, 'x-xsrf-token': 'forged-token' },
        { ...base, 'x-xsrf-token': other['x-xsrf-token'] as string },
      ];
      for (const headers of attempts) {
        const res = await t.app.inject({ method: method as 'POST', url, headers, payload: '{}' });
        expect(res.statusCode, `${method} ${url} ${headers['x-xsrf-token'] ?? 'no token'}`).toBe(403);
        expect(res.json().message).toMatch(/XSRF|Cross/);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(20);
  });

  it('refuses a cross-origin form post even with the right cookies', async () => {
    for (const { method, url } of routes.filter((r) => !EXEMPT.some((pattern) => pattern.test(r.url)))) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        payload: 'address_id=1&payment=cod',
        headers: {
          ...signed,
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
        },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets the same request through with the right token (the refusals above are about the token)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/s/api/profile',
      headers: { 'x-web-url': ORIGIN, 'content-type': 'application/json', ...signed },
      payload: { name: 'Meera Staff' },
    });
    expect(res.statusCode).toBe(200);
  });
});
