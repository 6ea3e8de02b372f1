import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { pages } from '../../server/db/schema';
import { cookieHeader, cookiesFrom, createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { signedInHeaders } from '../support/sign-in';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const DAILY = 'http://daily.localhost:8080';
const page = (data: unknown[]) => ({ version: 2, data, seo_title: 'Offers' });

describe.each(databaseKinds(postgresUrl))('PUT /s/api/page/data{path} on %s', (kind) => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    staff = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9000000001');
  });
  afterAll(() => t.close());

  const put = (url: string, payload: unknown, headers: Record<string, string>, origin = ORIGIN) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: { 'x-web-url': origin, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
  const stored = async (path: string) => t.database.db.select().from(pages).where(eq(pages.path, path));

  it('saves valid page data for staff with website_setting:edit, and serves it', async () => {
    const res = await put('/s/api/page/data/offers', page([{ name: 'heading', data: { title: 'This week' } }]), staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].data).toEqual({ title: 'This week', level: 2, align: 'left' });
    const served = await t.app.inject({ method: 'GET', url: '/s/api/page/data/offers', headers: { 'x-web-url': ORIGIN } });
    expect(served.json().seo_title).toBe('Offers');
  });

  it('migrates an old page before validating and stores the current version', async () => {
    const legacy = JSON.parse(readFileSync(new URL('../../fixtures/pages/legacy/home-v1.json', import.meta.url), 'utf8'));
    const res = await put('/s/api/page/data/legacy', legacy, staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe(2);
    expect(body.data[0]).toMatchObject({
      name: 'hero-slider',
      order: 0,
      data: { slides: [{ image: 'hero-fruits.svg' }, { image: 'hero-staples.svg' }] },
    });
  });

  it('refuses invalid data with the list of errors and stores nothing', async () => {
    const res = await put(
      '/s/api/page/data/broken',
      page([
        { name: 'heading', data: { title: 42 } },
        { name: 'no-such-type' },
        { name: 'hero-slider', data: { slides: [] } },
        { name: 'product-carousel', settings: { autoplayInterval: 'fast' } },
      ]),
      staff,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The page data is invalid',
      errors: [
        { index: 0, name: 'heading', pointer: '/data/0/data/title', message: 'must be string' },
        { index: 1, name: 'no-such-type', pointer: '/data/1/name', message: 'unknown component type "no-such-type"' },
        { index: 2, name: 'hero-slider', pointer: '/data/2/data/slides', message: 'must NOT have fewer than 1 items' },
        { index: 3, name: 'product-carousel', pointer: '/data/3/settings/autoplayInterval', message: 'must be integer' },
      ],
    });
    expect(await stored('/broken')).toHaveLength(0);
  });

  it.each([
    ['a string', 'hello'],
    ['an array', []],
    ['null', null],
    ['a missing version', { data: 'x' }],
    ['a future version', { version: 9, data: [] }],
    ['huge css', { version: 2, data: [], css: 'a'.repeat(100_001) }],
    ['too many components', { version: 2, data: Array.from({ length: 501 }, () => ({ name: 'spacer' })) }],
  ])('refuses %s as a 400', async (_name, payload) => {
    const res = await put('/s/api/page/data/odd', payload, staff);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await stored('/odd')).toHaveLength(0);
  });

  it.each([
    '/s/api/page/data/a%20b',
    '/s/api/page/data/..%2F..%2Fetc',
    '/s/api/page/data/%3Cscript%3E',
    `/s/api/page/data/${'x/'.repeat(20)}y`,
  ])('refuses the path %s', async (url) => {
    const res = await put(url, page([]), staff);
    expect(res.statusCode).toBe(400);
  });

  it('refuses visitors (401), shoppers and agents (403), and staff of another website', async () => {
    const cookie = cookiesFrom(
      (await t.app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': ORIGIN } })).headers['set-cookie'],
    );
    const visitor = { cookie: cookieHeader(cookie), 'x-xsrf-token': cookie['XSRF-TOKEN'] as string };
    expect((await put('/s/api/page/data/offers', page([]), visitor)).statusCode).toBe(401);
    const shopper = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210');
    expect((await put('/s/api/page/data/offers', page([]), shopper)).statusCode).toBe(403);
    const agent = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9123456780');
    expect((await put('/s/api/page/data/offers', page([]), agent)).statusCode).toBe(403);
    // FreshKart's staff session is not a session on Daily Basket.
    expect((await put('/s/api/page/data/offers', page([]), staff, DAILY)).statusCode).toBe(401);
    const served = await t.app.inject({ method: 'GET', url: '/s/api/page/data/offers', headers: { 'x-web-url': ORIGIN } });
    expect(served.json().data).toHaveLength(1);
  });

  it('still needs the XSRF token', async () => {
    const { 'x-xsrf-token': _token, ...withoutHeader } = staff;
    expect((await put('/s/api/page/data/offers', page([]), withoutHeader)).statusCode).toBe(403);
  });

  it('keeps pages per website', async () => {
    const dailyStaff = await signedInHeaders(t.database.db, 'test-secret', 'daily', '9000000001');
    expect(
      (await put('/s/api/page/data/offers', page([{ name: 'heading', data: { title: 'Daily offers' } }]), dailyStaff, DAILY)).statusCode,
    ).toBe(200);
    const fresh = await t.app.inject({ method: 'GET', url: '/s/api/page/data/offers', headers: { 'x-web-url': ORIGIN } });
    expect(fresh.json().data[0].data.title).toBe('This week');
    expect(
      await t.database.db
        .select()
        .from(pages)
        .where(and(eq(pages.path, '/offers'))),
    ).toHaveLength(2);
  });
});
