import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import type { Init } from '../../contract/init';
import type { Category } from '../../contract/entities';

const postgresUrl = inject('postgresUrl');

const INIT_FIELDS = [
  'user',
  'web',
  'pincode',
  'navSetting',
  'webPageCss',
  'categories',
  'brands',
  'webSeo',
  'webAddress',
  'popup',
  'webPages',
  'paymentMethods',
  'dynamicNavbar',
  'dynamicFooter',
  'navs',
  'footers',
  'cart',
  'activetheme',
  'urlOrigin',
];

const depth = (nodes: Category[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.children))) : 0);
const count = (nodes: Category[]): number => nodes.reduce((n, c) => n + 1 + count(c.children), 0);

describe.each(databaseKinds(postgresUrl))('GET /s/api/init on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
  });
  afterAll(() => t.close());

  const init = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/s/api/init', headers });
    expect(res.statusCode).toBe(200);
    return res.json<Init>();
  };

  it('answers every field of the initial configuration', async () => {
    const body = await init({ 'x-web-url': 'http://localhost:8080' });
    expect(Object.keys(body).sort()).toEqual([...INIT_FIELDS].sort());
    expect(body.user).toBeNull();
    expect(body.paymentMethods.map((m: { id: string }) => m.id)).toEqual(['cod', 'razorpay', 'cashfree']);
    expect(body.web.name).toBe('FreshKart');
    expect(body.urlOrigin).toBe('http://localhost:8080');
    expect(body.activetheme.data.colors.primary).toBe('#0b6e35');
    expect(body.cart).toMatchObject({ items: [], quantity: 0, total: 0 });
    expect(body.navs.map((n) => n.link)).toContain('/products');
    expect(body.footers.length).toBeGreaterThan(0);
    expect(body.webPages.map((p) => p.path)).toEqual(['/', '/about', '/contact']);
  });

  it('has a nested category tree of at least 12 categories and at least 20 brands', async () => {
    const body = await init({ 'x-web-url': 'http://localhost:8080' });
    expect(count(body.categories)).toBeGreaterThanOrEqual(12);
    expect(depth(body.categories)).toBeGreaterThanOrEqual(3);
    expect(body.brands.length).toBeGreaterThanOrEqual(20);
  });

  it('resolves the second website from x-web-url, whatever the port', async () => {
    const body = await init({ 'x-web-url': 'http://daily.localhost:4173' });
    expect(body.web.name).toBe('Daily Basket');
    expect(body.web.font_family).toBe('Poppins, sans-serif');
    expect(body.activetheme.data.colors.primary).toBe('#9a3412');
    expect(body.navs.map((n) => n.name)).toEqual(['Home', 'Shop', 'Dairy', 'About']);
  });

  it('falls back to the Host header without x-web-url', async () => {
    const body = await init({ host: 'daily.localhost:8080' });
    expect(body.web.name).toBe('Daily Basket');
    expect(body.urlOrigin).toBe('http://daily.localhost:8080');
  });

  it('gives an unbound origin the default website', async () => {
    const body = await init({ 'x-web-url': 'https://unknown.example' });
    expect(body.web.name).toBe('FreshKart');
  });

  it.each([
    ['not a url'],
    ['javascript:alert(1)'],
    ['ftp://files.example'],
    ['http://user:pass@localhost'],
    [`http://${'a'.repeat(3000)}.example`],
  ])('refuses a malformed x-web-url %#', async (value) => {
    const res = await t.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': value } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringContaining('x-web-url') });
  });
});
