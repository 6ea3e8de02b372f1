import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { users, websites } from '../../server/db/schema';
import { cookieHeader, cookiesFrom, createTestApp, sendJson, type TestApp } from '../support/test-app';
import { signedInHeaders } from '../support/sign-in';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const DAILY = 'http://daily.localhost:8080';
type Headers = Record<string, string>;

describe.each(databaseKinds(postgresUrl))('superadmin website tools on %s', (kind) => {
  let t: TestApp;
  let meera: Headers;
  let asha: Headers;

  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl, { spa: true });
    meera = { 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9000000001')) };
    asha = { 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210')) };
  });
  afterAll(() => t.close());

  const send = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: unknown) => sendJson(t.app, headers, method, url, payload);

  it('lists the websites for a superadmin only', async () => {
    const list = (await send(meera, 'GET', '/s/api/webui/websites')).json();
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'freshkart', current: true, url: expect.stringMatching(/^http:\/\/[a-z.]+:8080$/) }),
        expect.objectContaining({ slug: 'daily', host: 'daily.localhost', url: DAILY, current: false }),
      ]),
    );
    expect((await send(asha, 'GET', '/s/api/webui/websites')).statusCode).toBe(403);
    expect((await send({ 'x-web-url': ORIGIN }, 'GET', '/s/api/webui/websites')).statusCode).toBe(401);
  });

  it('takes the role from the platform’s list, never from a website’s staff: full editing rights on a website are not it', async () => {
    // Vikram, made an editor with admin access on this website (what a website's own staff tools can grant).
    await t.database.db
      .update(users)
      .set({ hasAdminAccess: true, permissions: ['website_setting:view', 'website_setting:edit', 'pos_access:view'] })
      .where(eq(users.phone, '9000000002'));
    const vikram = { 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9000000002')) };
    expect((await send(vikram, 'GET', '/s/api/webui/websites')).statusCode).toBe(403);
    expect((await send(vikram, 'POST', '/s/api/webui/switch', { website_id: 1 })).statusCode).toBe(403);
    expect((await send(vikram, 'GET', '/s/api/init')).json().user).toMatchObject({ superadmin: false, hasAdminAccess: true });
    expect((await send(meera, 'GET', '/s/api/init')).json().user).toMatchObject({ superadmin: true });
  });

  it('creates a website that is browsable at once, with the creator as its superadmin', async () => {
    const created = await send(meera, 'POST', '/s/api/webui/create', { name: '<b>Green</b> Grocer', slug: 'Green-Grocer' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: '<b>Green</b> Grocer',
      slug: 'green-grocer',
      host: 'green-grocer.localhost',
      url: 'http://green-grocer.localhost:8080',
    });
    const init = (
      await t.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': 'http://green-grocer.localhost:8080' } })
    ).json();
    expect(init.web).toMatchObject({ name: '<b>Green</b> Grocer', slug: 'green-grocer' });
    expect(init.navs.map((n: { name: string }) => n.name)).toEqual(['Home', 'All Products']);
    const home = await t.app.inject({
      method: 'GET',
      url: '/s/api/page/data/',
      headers: { 'x-web-url': 'http://green-grocer.localhost:8080' },
    });
    expect(home.statusCode).toBe(200);
    expect(JSON.stringify(home.json())).toContain('Welcome to our new store');
    const served = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'green-grocer.localhost:8080' } });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('&lt;b&gt;Green&lt;/b&gt; Grocer');
    const [site] = await t.database.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'green-grocer'));
    const [owner] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.websiteId, (site as { id: number }).id), eq(users.phone, '9000000001')));
    expect(owner).toMatchObject({ hasAdminAccess: true, name: 'Meera Staff' });
  });

  it('refuses bad input and clashes with the reason, creating nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ slug: 'x' }, 400, 'Please enter the website’s name'],
      [{ name: 'A', slug: '-bad' }, 400, 'The slug must be 1–40 lower-case letters, digits or -, not starting or ending with -'],
      [{ name: 'A', slug: 'a'.repeat(41) }, 400, 'The slug must be 1–40 lower-case letters, digits or -, not starting or ending with -'],
      [{ name: 'A', slug: 'ok', host: 'a..b' }, 400, 'The host must be a host name such as shop.example.in'],
      [{ name: 'A', slug: 'ok', host: 'evil.example/path' }, 400, 'The host must be a host name such as shop.example.in'],
      [{ name: 'x'.repeat(101), slug: 'ok' }, 400, 'The name must be at most 100 characters'],
      [{ name: 42, slug: 'ok' }, 400, 'Please enter the website’s name'],
      [{ name: 'Copy', slug: 'daily' }, 409, 'A website with the slug daily exists already'],
      [{ name: 'Copy', slug: 'copy', host: 'daily.localhost' }, 409, 'The host daily.localhost belongs to another website'],
    ];
    const before = (await t.database.db.select().from(websites)).length;
    for (const [body, status, message] of cases) {
      const res = await send(meera, 'POST', '/s/api/webui/create', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await send(asha, 'POST', '/s/api/webui/create', { name: 'Mine', slug: 'mine' })).statusCode).toBe(403);
    expect((await t.database.db.select().from(websites)).length).toBe(before);
  });

  it('switches a superadmin to another website with a one-time link', async () => {
    const [daily] = await t.database.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'daily'));
    const answer = (await send(meera, 'POST', '/s/api/webui/switch', { website_id: daily?.id })).json();
    expect(answer.url).toMatch(/^http:\/\/daily\.localhost:8080\/s\/api\/webui\/enter\?token=/);
    const url = new URL(answer.url);
    const enter = (origin: string, search = url.search) =>
      t.app.inject({ method: 'GET', url: `${url.pathname}${search}`, headers: { 'x-web-url': origin } });

    // On another website, forged, or too long: back to sign-in, no session.
    for (const attempt of [
      await enter(ORIGIN),
      await enter(DAILY, `${url.search.slice(0, -3)}abc`),
      await enter(DAILY, `?token=${'x'.repeat(500)}`),
      await enter(DAILY, '?token=a&token=b'),
    ]) {
      expect(attempt.statusCode).toBe(303);
      expect(attempt.headers.location).toBe('/auth/login');
      expect(cookiesFrom(attempt.headers['set-cookie']).sid).toBeUndefined();
    }
    const entered = await enter(DAILY);
    expect(entered.statusCode).toBe(303);
    expect(entered.headers.location).toBe('/auth/bos/choose');
    const cookies = cookiesFrom(entered.headers['set-cookie']);
    const init = (
      await t.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': DAILY, cookie: cookieHeader(cookies) } })
    ).json();
    expect(init.user).toMatchObject({ name: 'Meera Staff', superadmin: true });
    // A link works once.
    expect((await enter(DAILY)).headers.location).toBe('/auth/login');

    expect((await send(asha, 'POST', '/s/api/webui/switch', { website_id: daily?.id })).statusCode).toBe(403);
    expect((await send(meera, 'POST', '/s/api/webui/switch', { website_id: 999999 })).statusCode).toBe(404);
    expect((await send(meera, 'POST', '/s/api/webui/switch', { website_id: 'daily' })).statusCode).toBe(400);
    // Issue 36 item 5: past the database's integer, it was a 500.
    for (const website_id of [2147483648, 1e308, -1, 0, 1.5, null, [1], { id: 1 }]) {
      const res = await send(meera, 'POST', '/s/api/webui/switch', { website_id });
      expect(res.statusCode, JSON.stringify(website_id)).toBe(400);
      expect(res.json().message).toBe('website_id must be a whole number');
    }
  });
});
