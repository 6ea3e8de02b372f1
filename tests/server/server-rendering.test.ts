import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '../../contract/early-taps';
import { and, eq } from 'drizzle-orm';
import type { PageComponent } from '../../contract/page-data';
import { pages, websites } from '../../server/db/schema';
import { renderPageMarkup, serverRenderer } from '../../src/entry-server';
import { bootOf } from '../support/served-html';
import { createTestApp, type TestApp } from '../support/test-app';

const postgresUrl = inject('postgresUrl');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the server put inside <div id="root">. */
function rootOf(html: string): string {
  const match = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="(?:page-modules|boot)">/.exec(html);
  if (!match) throw new Error('no #root');
  return match[1] as string;
}

describe('server rendering of pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The server's own renderer, time limit included: it loads (here also compiles) the code pages
    // need before its first page, so that page is not sent without markup (a busy CI machine once did).
    t = await createTestApp('pglite', postgresUrl, { spa: true, renderer: serverRenderer });
  });
  afterAll(() => t.close());

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });

  it('puts the page markup into #root, with its lazily loaded components, and no inline script', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).not.toContain('boot-spinner');
    expect(root).toContain('<h1>Fresh groceries, delivered today</h1>');
    // The hero in every size of the image path, for the browser to take the one its screen needs.
    expect(root).toMatch(
      /<img src="\/s\/media\/large\/hero-fruits\.svg" srcSet="\/s\/media\/small\/hero-fruits\.svg 400w, \/s\/media\/medium\/hero-fruits\.svg 800w, \/s\/media\/large\/hero-fruits\.svg 1600w" sizes="100vw" alt=""/i,
    );
    // Banner text is text, never baked into the image (issue 18: a cropped image cut it).
    expect(root).toContain('<strong>Seasonal fruit, picked ripe</strong>');
    expect(root).toContain('<a href="/about">our story</a>');
    expect(root).toMatch(/<footer class="site-footer">/);
    // The Content-Security-Policy allows no inline script but the head's early-taps one: everything else must be in one chunk.
    expect(root).not.toMatch(/<script/i);
    const inline = [
      ...res.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.map((m) => m[1])).toEqual([EARLY_TAPS_SCRIPT]);
    const hash = createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}' `);
    // Under 500 bytes: it is on every page's critical path.
    expect(Buffer.byteLength(EARLY_TAPS_SCRIPT)).toBeLessThan(500);
    expect(root).not.toContain('<!--$!-->');
  });

  it('renders the path and query it was asked for, and a missing page as Not found with 404', async () => {
    expect(rootOf((await page('/products')).body)).toContain('<h1>All products</h1>');
    expect(rootOf((await page('/products?q=atta')).body)).toContain('<h1>Results for “atta”</h1>');
    // Search text is echoed as text, never as markup.
    const hostile = rootOf((await page('/products?q=%3C%2Fh1%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')).body);
    expect(hostile).toContain('<h1>Results for “&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;”</h1>');
    const missing = await page('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toContain('Page not found');
  });

  it("answers the screens' first API requests in advance: the list and a product page arrive with their products", async () => {
    const api = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'x-web-url': 'http://localhost:8080' } }).then((r) => r.json());
    const cheapest = ((await api('/s/api/products?s=price_asc&perPage=24')).data as { product_name: string; slug: string }[]).map((p) => ({
      name: p.product_name,
      slug: p.slug,
    }));
    const list = await page('/products?s=price_asc');
    const listRoot = rootOf(list.body);
    for (const product of cheapest.slice(0, 3)) expect(listRoot).toContain(escapeText(product.name));
    expect(listRoot).not.toContain('Loading products');
    expect(bootOf(list.body).page.prefetched['/api/products?s=price_asc&perPage=24'].data).toHaveLength(24);

    const [first] = cheapest as [{ name: string; slug: string }];
    const product = await page(`/products/${first.slug}`);
    expect(rootOf(product.body)).toContain(`<h1>${escapeText(first.name)}</h1>`);
    expect(Object.keys(bootOf(product.body).page.prefetched)).toEqual([`/api/products/${first.slug}`]);

    // A product that does not exist is not answered in advance: the browser asks, and shows Not found.
    const missing = await page('/products/no-such-product');
    expect(bootOf(missing.body).page.prefetched).toBeUndefined();
  });

  /** The markup of freshkart's /about served with `components` in place of its own (put back after). */
  async function aboutRootWith(components: PageComponent[]): Promise<string> {
    const [website] = await t.database.db.select().from(websites).where(eq(websites.slug, 'freshkart'));
    const [about] = await t.database.db
      .select()
      .from(pages)
      .where(and(eq(pages.websiteId, (website as { id: number }).id), eq(pages.path, '/about')));
    const { id, data: original } = about as typeof pages.$inferSelect;
    await t.database.db
      .update(pages)
      .set({ data: { ...original, data: components } })
      .where(eq(pages.id, id));
    try {
      return rootOf((await page('/about')).body);
    } finally {
      await t.database.db.update(pages).set({ data: original }).where(eq(pages.id, id));
    }
  }

  // Issue 37, layouts with slots: the components inside a layout are in the page's markup, a carousel with its products.
  it('puts a layout’s components into the markup, a carousel in a column with its products', async () => {
    const carousel = { name: 'product-carousel', order: 0, data: { title: 'Fresh picks' }, logicdata: { source: 'latest', limit: 2 } };
    const faq = {
      name: 'faq',
      order: 0,
      data: { title: 'Questions shoppers ask', items: [{ question: 'Where do you deliver?', answer: 'Bengaluru.' }] },
    };
    const root = await aboutRootWith([{ name: 'columns', order: 0, data: { title: 'Picked for you', columns: [[carousel], [faq]] } }]);
    expect(root).toMatch(
      /<div class="columns-column">[\s\S]*Fresh picks[\s\S]*class="product-card[\s\S]*<div class="columns-column">[\s\S]*Questions shoppers ask/,
    );
    expect(root).not.toContain('component-problem');
  });

  it('sanitises store HTML on the server exactly as the browser does', async () => {
    const hostile =
      '<p>Hello</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
      '<a href="jav&#x09;ascript:alert(1)">x</a><svg><script>window.__xss=3</script></svg><iframe srcdoc="<script>1</script>"></iframe>' +
      '</script><script>window.__xss=4</script>';
    const root = await aboutRootWith([{ name: 'html-block', order: 0, data: { html: hostile } }]);
    expect(root).toContain('<p>Hello</p><img src="x"/>');
    // The app's own icons are SVG (class "icon"); the owner's <svg> is gone.
    expect(root).not.toMatch(/onerror|<script|javascript|<svg(?![^>]*class="icon")|srcdoc|__xss/i);
  });
});

describe('when server rendering fails', () => {
  it('gives up on a render that runs out of time rather than send a page with holes', async () => {
    const t = await createTestApp('pglite', postgresUrl, { spa: true, renderer: serverRenderer });
    try {
      const boot = bootOf((await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } })).body);
      const at = { origin: 'http://localhost:8080', path: '/', search: '' };
      expect(await renderPageMarkup(boot, at)).toContain('Fresh groceries, delivered today');
      expect(await renderPageMarkup(boot, at, AbortSignal.abort())).toBeNull();
      expect(await renderPageMarkup({ init: null, page: null } as never, at)).toBeNull();
    } finally {
      await t.close();
    }
  });

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', postgresUrl, {
      spa: true,
      renderer: {
        ...serverRenderer,
        renderPage: async () => {
          throw new Error('renderer broke');
        },
      },
    });
  });
  afterAll(() => t.close());

  it('sends the page with its boot payload and the spinner, and the browser renders it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('class="boot-spinner"');
    expect(res.body).toContain('<script type="application/json" id="boot">');
  });
});
