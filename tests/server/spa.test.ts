import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pages, websites } from '../../server/db/schema';
import { bootOf } from '../support/served-html';
import { createTestApp, type TestApp } from '../support/test-app';
import { firstProduct } from '../support/store-data';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');

describe.each(databaseKinds(postgresUrl))('serving the SPA on %s', (kind) => {
  let t: TestApp;
  let productSlug: string;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl, { spa: true });
    productSlug = (await firstProduct(t.database.db)).slug;
  });
  afterAll(() => t.close());

  const page = (url: string, host = 'localhost:8080') => t.app.inject({ method: 'GET', url, headers: { host } });

  it('inlines init and the page data, with the head, on the home page', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>FreshKart — groceries delivered</title>');
    expect(res.body).toContain('<meta property="og:title" content="FreshKart — groceries delivered">');
    expect(res.body).toContain('<meta name="twitter:card"');
    // Spec section 2, page head: og:type (the page's ogType) and twitter:url.
    expect(res.body).toContain('<meta property="og:type" content="website">');
    expect(res.body).toContain('<meta name="twitter:url" content="http://localhost:8080/">');
    const product = await page(`/products/${productSlug}`);
    expect(product.body).toContain('<meta property="og:type" content="product">');
    expect(product.body).toContain(`<meta name="twitter:url" content="http://localhost:8080/products/${productSlug}">`);
    // The theme and font the browser would set, already in place (contract/root-style.ts).
    expect(res.body).toMatch(
      /<html lang="en-IN" data-theme="light" style="(--[a-z-]+:#[0-9a-f]+;)*--color-primary:#[0-9a-f]+;[^"]*--font-family:&quot;[A-Za-z ]+&quot;, system-ui[^"]*">/,
    );
    const boot = bootOf(res.body);
    expect(boot.init.web.name).toBe('FreshKart');
    expect(boot.page).toMatchObject({ path: '/', status: 200 });
    expect(boot.page.data.data[0].name).toBe('hero-slider');
    expect(boot.page.data.data.find((c: { name: string }) => c.name === 'product-carousel').response.products.length).toBeGreaterThan(0);
  });

  it('sends a Content-Security-Policy without inline script or eval, and forbids framing, on every page', async () => {
    for (const url of ['/', '/products', `/products/${productSlug}`, '/no-such-page', '/checkout']) {
      const res = await page(url);
      const policy = String(res.headers['content-security-policy']);
      const directives = new Map(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives.get('script-src'), url).toEqual(expect.arrayContaining(["'self'"]));
      expect(directives.get('script-src'), url).not.toContain("'unsafe-inline'");
      expect(policy, url).not.toContain('unsafe-eval');
      expect(directives.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(directives.get('object-src'), url).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves the second website by Host', async () => {
    const res = await page('/', 'daily.localhost:8080');
    expect(res.body).toContain('<title>Daily Basket — your morning essentials</title>');
    expect(bootOf(res.body).init.web.name).toBe('Daily Basket');
  });

  it('answers deep links with the SPA and the right head', async () => {
    const res = await page(`/products/${productSlug}?ref=share`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<meta property="og:image" content="http:\/\/localhost:8080\/s\/media\/large\/product-[a-z0-9-]+\.svg"/);
    expect(bootOf(res.body).page.path).toBe(`/products/${productSlug}`);
  });

  it('answers an unknown page with the SPA and status 404', async () => {
    const res = await page('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page not found | FreshKart</title>');
    expect(bootOf(res.body).page).toEqual({ path: '/no/such/page', status: 404, data: null });
  });

  it('serves built files, and never answers a missing file with index.html', async () => {
    const asset = await page('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    for (const url of ['/assets/missing.js', '/favicon.ico', '/robots.txt.bak', '/index.html', '/s/api/nothing']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('escapes store text so that it cannot close the boot script or break out of the head', async () => {
    const [website] = await t.database.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'freshkart'));
    const hostile = '</script><script>window.__xss=1</script><!-- "quoted" & \u2028\u2029 $& $1';
    const [about] = await t.database.db
      .select()
      .from(pages)
      .where(and(eq(pages.websiteId, (website as { id: number }).id), eq(pages.path, '/about')));
    const data = { ...(about as typeof pages.$inferSelect).data, seo_title: hostile, seo_description: `"><img src=x onerror=alert(1)>` };
    data.data = [{ name: 'heading', order: 0, data: { title: hostile } }];
    await t.database.db
      .update(pages)
      .set({ data })
      .where(eq(pages.id, (about as { id: number }).id));

    const res = await page('/about');
    const bootText = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(bootText).not.toMatch(/<|>|\u2028|\u2029/);
    expect(res.body).not.toContain('<script>window.__xss');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;window.__xss=1');
    expect(bootOf(res.body).page.data.data[0].data.title).toBe(hostile);
    expect(bootOf(res.body).page.data.seo_title).toBe(hostile);
  });
});
