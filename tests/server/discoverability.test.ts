import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] as string).replace(/&amp;/g, '&'));

describe.each(databaseKinds(postgresUrl))('robots.txt and sitemaps on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl, { sitemapLimit: 200 });
  });
  afterAll(() => t.close());
  const get = (url: string, host = 'localhost:8080') => t.app.inject({ method: 'GET', url, headers: { host } });

  it('serves robots.txt pointing at the website’s sitemap and keeping shoppers’ pages out', async () => {
    const res = await get('/robots.txt', 'daily.localhost:8080');
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('Sitemap: http://daily.localhost:8080/sitemap.xml');
    expect(res.body).toMatch(/Disallow: \/account\n/);
    expect(res.body).toMatch(/Disallow: \/checkout\n/);
  });

  it('never lets a shared cache keep robots.txt or a sitemap, which name the origin asked for (issue 19: cache poisoning)', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const forged = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', 'x-web-url': 'https://evil.example' } });
      expect(forged.body, url).toContain('https://evil.example/');
      expect(forged.headers['cache-control'], url).toMatch(/^private/);
      expect(forged.headers.vary, url).toMatch(/X-Web-Url/i);
      expect(forged.headers.vary, url).toMatch(/Host/i);
    }
  });

  it('lists every content page, the product list, every category listing and every product, split past the limit', async () => {
    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    const parts = locs(index.body);
    // 3 content pages (/, /about, /contact) + /products + 23 categories + 520 products = 547 URLs, 200 per file.
    expect(parts).toEqual([
      'http://localhost:8080/sitemap-1.xml',
      'http://localhost:8080/sitemap-2.xml',
      'http://localhost:8080/sitemap-3.xml',
    ]);
    const urls = (await Promise.all([1, 2, 3].map((n) => get(`/sitemap-${n}.xml`)))).flatMap((r) => locs(r.body));
    expect(urls).toHaveLength(547);
    expect(new Set(urls).size).toBe(547);
    expect(urls.slice(0, 4)).toEqual([
      'http://localhost:8080/',
      'http://localhost:8080/about',
      'http://localhost:8080/contact',
      'http://localhost:8080/products',
    ]);
    expect(urls).toContain('http://localhost:8080/products?c=mustard-oil');
    expect(urls.filter((u) => /\/products\/[a-z0-9-]+$/.test(u))).toHaveLength(520);
  });

  it('answers 404 for a sitemap part that does not exist', async () => {
    for (const url of ['/sitemap-0.xml', '/sitemap-4.xml', '/sitemap-x.xml', '/sitemap-1.5.xml']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('a small website', () => {
  it('gets one plain sitemap under the limit', async () => {
    const t = await createTestApp('pglite', postgresUrl);
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost:8080' } });
    expect(res.body).toContain('<urlset');
    expect(locs(res.body)).toHaveLength(547);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-1.xml', headers: { host: 'localhost:8080' } })).statusCode).toBe(404);
    await t.close();
  });
});
