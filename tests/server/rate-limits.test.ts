import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { trustProxyFromEnv } from '../../server/config';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv, refusalDelayFromEnv } from '../../server/security/rate-limits';
import { bootOf } from '../support/served-html';
import { cookieHeader, cookiesFrom, createTestApp, type TestApp } from '../support/test-app';

const ORIGIN = 'http://localhost:8080';
const LIMITS = { pages: 4, search: 3, signIn: 2, analytics: 3, media: 5 };

/** Sends the same request until it is refused; how many got through. */
async function answeredBeforeRefusal(
  t: TestApp,
  request: InjectOptions,
  tries = 10,
): Promise<{ passed: number; refusal: Awaited<ReturnType<TestApp['app']['inject']>> | null }> {
  for (let passed = 0; passed < tries; passed++) {
    const res = await t.app.inject(request);
    if (res.statusCode === 429) return { passed, refusal: res };
  }
  return { passed: tries, refusal: null };
}

/** A product search from one client address. */
const searchFrom = (remoteAddress: string, text: string) =>
  ({ method: 'GET', url: `/s/api/products?search=${text}`, headers: { 'x-web-url': ORIGIN }, remoteAddress }) as const;

describe('rate limits per client address (issue 19, item 6)', () => {
  let t: TestApp;
  let behind: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', '', { spa: true, rateLimits: LIMITS });
    behind = await createTestApp('pglite', '', { rateLimits: LIMITS, trustProxy: trustProxyFromEnv({ TRUST_PROXY: '1' }) });
  });
  afterAll(async () => {
    await t.close();
    await behind.close();
  });

  it('searches: the limit, then 429 in the contract error shape with Retry-After, and another address is not affected', async () => {
    const search = searchFrom('198.51.100.1', 'milk');
    const { passed, refusal } = await answeredBeforeRefusal(t, search);
    expect(passed).toBe(3);
    expect(refusal?.json()).toEqual({ message: 'Too many requests from your network. Please wait a minute and try again.' });
    expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refusal?.headers['retry-after'])).toBeLessThanOrEqual(60);
    const other = await t.app.inject({ ...search, remoteAddress: '198.51.100.2' });
    expect(other.statusCode).toBe(200);
    // A product page is another class: the search counter does not touch it.
    const slug = other.json().data[0].slug as string;
    expect((await t.app.inject({ ...search, url: `/s/api/products/${slug}` })).statusCode).toBe(200);
  });

  it('counts a page’s own first answers against its visitor, not against one bucket of 127.0.0.1 for the whole site', async () => {
    // Five visitors each open the product list once: every page comes with its products, though the
    // search limit is three a minute (the server's own calls for them were all one client before).
    for (let i = 1; i <= 5; i++) {
      const page = await t.app.inject({
        method: 'GET',
        url: '/products',
        headers: { host: 'localhost:8080' },
        remoteAddress: `198.51.100.${60 + i}`,
      });
      expect(page.statusCode).toBe(200);
      expect(Object.keys(bootOf(page.body).page.prefetched ?? {}), `visitor ${i}`).not.toEqual([]);
    }
  });

  it('pictures: one counter for every /s/media/ route of a client, another address untouched', async () => {
    const picture = (url: string, remoteAddress = '198.51.100.40') =>
      t.app.inject({ method: 'GET', url, headers: { 'x-web-url': ORIGIN }, remoteAddress });
    const urls = ['/s/media/emoji/mango.svg', '/s/media/files/freshkart-logo.svg', '/s/media/small/hero-fruits.svg'];
    for (let i = 0; i < 5; i++) expect((await picture(urls[i % 3] as string)).statusCode).toBe(200);
    const refused = await picture('/s/media/medium/product-no-such-thing.svg');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
    expect((await picture(urls[0] as string, '198.51.100.41')).statusCode).toBe(200);
  });

  it('an IPv6 client is one client across its /64', async () => {
    const search = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/s/api/products', headers: { 'x-web-url': ORIGIN }, remoteAddress });
    for (let i = 1; i <= 3; i++) expect((await search(`2001:db8:1:2::${i}`)).statusCode).toBe(200);
    expect((await search('2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await search('2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('sign-in: asking for codes and trying them share one counter, before any code is sent', async () => {
    const remoteAddress = '198.51.100.3';
    const visit = await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN }, remoteAddress });
    const cookies = cookiesFrom(visit.headers['set-cookie']);
    const headers = {
      'x-web-url': ORIGIN,
      cookie: cookieHeader(cookies),
      'x-xsrf-token': cookies['XSRF-TOKEN'] as string,
      'content-type': 'application/json',
    };
    const post = (url: string, body: unknown) =>
      t.app.inject({ method: 'POST', url, remoteAddress, headers, payload: JSON.stringify(body) });
    expect((await post('/s/api/auth/otp', { phone: '9123400001' })).statusCode).toBe(200);
    expect((await post('/s/api/auth/verify', { phone: '9123400001', otp: '000000' })).statusCode).toBe(400);
    const third = await post('/s/api/auth/otp', { phone: '9123400002' });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/Too many requests/);
  });

  it('the analytics proxy', async () => {
    const { passed } = await answeredBeforeRefusal(t, {
      method: 'POST',
      url: '/s/ingest/e/',
      payload: '{}',
      headers: { 'content-type': 'text/plain' },
      remoteAddress: '198.51.100.4',
    });
    expect(passed).toBe(3);
  });

  it('pages and their data share one counter; a refused page is a small HTML page, not JSON', async () => {
    const remoteAddress = '198.51.100.5';
    const headers = { 'x-web-url': ORIGIN, accept: 'text/html' };
    for (const url of ['/', '/s/api/page/data/', '/s/api/page/data/about', '/products']) {
      expect((await t.app.inject({ method: 'GET', url, headers, remoteAddress })).statusCode).not.toBe(429);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/cart', headers, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('Please wait a minute');
    const data = await t.app.inject({ method: 'GET', url: '/s/api/page/data/cart', headers, remoteAddress });
    expect(data.statusCode).toBe(429);
    expect(data.json().message).toMatch(/Too many requests/);
  });

  it('leaves everything else alone: the cart, the config and static files', async () => {
    const remoteAddress = '198.51.100.6';
    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': ORIGIN }, remoteAddress })).statusCode).toBe(
        200,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN }, remoteAddress })).statusCode,
      ).toBe(200);
    }
  });

  it('behind a trusted proxy each client is counted apart; the forwarded address cannot be chosen without TRUST_PROXY', async () => {
    const search = (client: string, app: TestApp) =>
      app.app.inject({
        method: 'GET',
        url: '/s/api/products',
        headers: { 'x-web-url': ORIGIN, 'x-forwarded-for': client },
        remoteAddress: '10.0.0.1',
      });
    for (let i = 0; i < 3; i++) expect((await search('203.0.113.10', behind)).statusCode).toBe(200);
    expect((await search('203.0.113.10', behind)).statusCode).toBe(429);
    expect((await search('203.0.113.11', behind)).statusCode).toBe(200);
    // Directly facing clients, a made-up X-Forwarded-For does not buy a fresh counter.
    for (let i = 0; i < 3; i++) await search(`203.0.113.${20 + i}`, t);
    expect((await search('203.0.113.99', t)).statusCode).toBe(429);
  });

  it('reads the limits from the environment: whole numbers a minute, 0 for none, anything else refused at start', () => {
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(
      rateLimitsFromEnv({ RATE_LIMIT_PAGES: '600', RATE_LIMIT_SEARCH: '0', RATE_LIMIT_SIGN_IN: ' 12 ', RATE_LIMIT_ANALYTICS: '50' }),
    ).toEqual({ pages: 600, search: 0, signIn: 12, analytics: 50, media: DEFAULT_RATE_LIMITS.media });
    expect(rateLimitsFromEnv({ RATE_LIMIT_MEDIA: '0' }).media).toBe(0);
    for (const bad of ['-1', '1.5', 'lots', '<script>', '9'.repeat(400), '1e3']) {
      expect(() => rateLimitsFromEnv({ RATE_LIMIT_SEARCH: bad })).toThrow(/RATE_LIMIT_SEARCH must be a whole number/);
    }
  });

  it('holds each refusal a second: a client that waits for its answers, as floods do, gets one a second, and the server’s CPU stays idle', async () => {
    const search = searchFrom('198.51.100.9', 'dal');
    expect((await answeredBeforeRefusal(t, search)).passed).toBe(3);
    // Four connections, each sending its next request as soon as its answer comes, for 1.5 seconds.
    const until = Date.now() + 1500;
    const cpu = process.cpuUsage();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        let n = 0;
        while (Date.now() < until) {
          expect((await t.app.inject(search)).statusCode).toBe(429);
          n++;
        }
        return n;
      }),
    );
    const spent = process.cpuUsage(cpu);
    expect(answers.reduce((a, b) => a + b)).toBeLessThanOrEqual(8);
    expect((spent.user + spent.system) / 1000).toBeLessThan(200);
    // Another client is answered at once meanwhile.
    const started = Date.now();
    expect((await t.app.inject({ ...search, remoteAddress: '198.51.100.10' })).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('holds each picture of no product past sixty a minute from one network: a page never asks for them, a guesser does', async () => {
    const held = await createTestApp('pglite', '', { refusalDelayMs: 300 });
    try {
      const picture = (n: number, remoteAddress = '203.0.113.61') =>
        held.app.inject({
          method: 'GET',
          url: `/s/media/medium/product-guess-${n}.svg`,
          headers: { host: 'localhost:8080' },
          remoteAddress,
        });
      const started = Date.now();
      for (let n = 0; n < 60; n++) expect((await picture(n)).statusCode).toBe(404);
      const sixty = Date.now() - started;
      const before = Date.now();
      expect((await picture(60)).statusCode).toBe(404);
      expect(Date.now() - before).toBeGreaterThanOrEqual(290);
      expect(sixty).toBeLessThan(60 * 290);
      // Another network is answered at once.
      const other = Date.now();
      expect((await picture(61, '203.0.113.62')).statusCode).toBe(404);
      expect(Date.now() - other).toBeLessThan(290);
    } finally {
      await held.close();
    }
  });

  it('reads how long a refusal is held from the environment: 0 to 10000 ms, a second by default', () => {
    expect(refusalDelayFromEnv({})).toBe(1000);
    expect(refusalDelayFromEnv({ RATE_LIMIT_DELAY_MS: '0' })).toBe(0);
    expect(refusalDelayFromEnv({ RATE_LIMIT_DELAY_MS: ' 250 ' })).toBe(250);
    for (const wrong of ['-1', '1.5', '10001', '1e3', 'soon', '99999999'])
      expect(() => refusalDelayFromEnv({ RATE_LIMIT_DELAY_MS: wrong }), wrong).toThrow('RATE_LIMIT_DELAY_MS');
  });

  it('a limit of 0 turns that class off', async () => {
    const open = await createTestApp('pglite', '', { rateLimits: { ...LIMITS, search: 0 } });
    try {
      for (let i = 0; i < 8; i++)
        expect((await open.app.inject({ method: 'GET', url: '/s/api/products', headers: { 'x-web-url': ORIGIN } })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
