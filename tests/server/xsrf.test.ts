import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieHeader, cookiesFrom, createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';

describe.each(databaseKinds(postgresUrl))('XSRF protection on %s', (kind) => {
  let t: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    // A test-only write route, so that what passes the XSRF check reaches a handler.
    t.app.route({
      method: ['POST', 'PUT', 'DELETE', 'PATCH'],
      url: '/s/api/test/echo',
      handler: async (request) => ({ received: request.body }),
    });
    const res = await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN } });
    cookies = cookiesFrom(res.headers['set-cookie']);
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, payload: unknown = { a: 1 }, method: 'POST' | 'PUT' | 'DELETE' | 'PATCH' = 'POST') =>
    t.app.inject({
      method,
      url: '/s/api/test/echo',
      headers: { 'x-web-url': ORIGIN, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });

  it('GET /s/api/cookie sets a readable XSRF-TOKEN on path / and an httpOnly session cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN } });
    expect(res.statusCode).toBe(200);
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const xsrf = setCookie.find((c) => c.startsWith('XSRF-TOKEN='));
    const sid = setCookie.find((c) => c.startsWith('sid='));
    expect(xsrf).toMatch(/Path=\//);
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
  });

  it('keeps the same session (and token) when the cookie is asked for again', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/s/api/cookie',
      headers: { 'x-web-url': ORIGIN, cookie: cookieHeader(cookies) },
    });
    expect(cookiesFrom(res.headers['set-cookie'])['XSRF-TOKEN']).toBe(cookies['XSRF-TOKEN']);
  });

  it('lets a call with the matching header through', async () => {
    const res = await post({ cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['XSRF-TOKEN'] as string });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: { a: 1 } });
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('refuses %s without the header', async (method) => {
    const res = await post({ cookie: cookieHeader(cookies) }, {}, method);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Missing XSRF token' });
  });

  it('refuses a header that does not match the cookie', async () => {
    const res = await post({ cookie: cookieHeader(cookies), 'x-xsrf-token': 'forged' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Invalid XSRF token');
  });

  it('refuses a cookie planted by a sibling subdomain (cookie = header, but not this session’s token)', async () => {
    const planted = { ...cookies, 'XSRF-TOKEN': 'attacker-chosen' };
    const res = await post({ cookie: cookieHeader(planted), 'x-xsrf-token': 'attacker-chosen' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a token taken from another session', async () => {
    const other = cookiesFrom(
      (await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN } })).headers['set-cookie'],
    );
    const mixed = { sid: cookies.sid as string, 'XSRF-TOKEN': other['XSRF-TOKEN'] as string };
    const res = await post({ cookie: cookieHeader(mixed), 'x-xsrf-token': other['XSRF-TOKEN'] as string });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a forged session cookie', async () => {
    const forged = { sid: 'someone-else.signature', 'XSRF-TOKEN': cookies['XSRF-TOKEN'] as string };
    const res = await post({ cookie: cookieHeader(forged), 'x-xsrf-token': cookies['XSRF-TOKEN'] as string });
    expect(res.statusCode).toBe(403);
  });

  it('refuses cross-site requests even with a valid token', async () => {
    const valid = { cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['XSRF-TOKEN'] as string };
    expect((await post({ ...valid, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ ...valid, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post({ ...valid, origin: 'null' })).statusCode).toBe(403);
    expect((await post({ ...valid, origin: ORIGIN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('refuses a cross-origin form post', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/s/api/test/echo',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        cookie: cookieHeader(cookies),
      },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers a write to an unknown API path 404: no route, nothing to protect (the check follows the matched route, issue 19)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/s/api/unknown', headers: { 'x-web-url': ORIGIN } });
    expect(res.statusCode).toBe(404);
  });

  it('answers a non-JSON body with a JSON 400 and keeps serving', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/s/api/test/echo',
      headers: {
        'x-web-url': ORIGIN,
        'content-type': 'application/json',
        cookie: cookieHeader(cookies),
        'x-xsrf-token': cookies['XSRF-TOKEN'] as string,
      },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/JSON/i);
    expect((await post({ cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['XSRF-TOKEN'] as string })).statusCode).toBe(200);
  });

  it('answers a body over 1 MB with a JSON 413', async () => {
    const res = await post(
      { cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['XSRF-TOKEN'] as string },
      { big: 'x'.repeat(1_100_000) },
    );
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().message).toBe('string');
  });

  it('never changes state on GET: init does not create a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': ORIGIN } });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
