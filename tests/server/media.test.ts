import sharp from 'sharp';
import { and, desc, eq, notExists } from 'drizzle-orm';
import { products, websiteHosts, websites } from '../../server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { productImageSvg } from '../../server/media/product-image';
import { ICON_CACHE_CONTROL } from '../../server/routes/icons';
import { createTestApp, type TestApp } from '../support/test-app';

describe('store media and the icon service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', '');
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  // Spec section 7: "Icon data is fetched from an icon service and cached for 168 hours"; served offline
  // with the API of Iconify (ICON_API_URL), which the storefront reads.
  it('serves icons as SVG cached for 168 hours, unable to run script when opened directly, aliases followed', async () => {
    const res = await get('/s/icons/lucide/phone.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe(ICON_CACHE_CONTROL);
    expect(ICON_CACHE_CONTROL).toContain(`max-age=${168 * 60 * 60}`);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24">.*currentColor.*<\/svg>$/,
    );
    expect((await get('/s/icons/lucide/home.svg')).body).toBe((await get('/s/icons/lucide/house.svg')).body);
    expect((await get('/s/icons/fluent-emoji-flat/mango.svg')).statusCode).toBe(200);
  });

  it('answers icon data as Iconify does: the icons found, the names not found', async () => {
    const res = await get('/s/icons/lucide.json?icons=phone,info,no-such-icon');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(ICON_CACHE_CONTROL);
    const data = res.json() as { prefix: string; icons: Record<string, { body: string; width: number }>; not_found: string[] };
    expect(data.prefix).toBe('lucide');
    expect(Object.keys(data.icons)).toEqual(['phone', 'info']);
    expect(data.icons.phone).toMatchObject({ width: 24, body: expect.stringContaining('<path') });
    expect(data.not_found).toEqual(['no-such-icon']);
  });

  it('serves other media for a day', async () => {
    const res = await get('/s/media/files/freshkart-logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('draws demo products, categories and brands with emoji (Fluent Emoji Flat), not letter monograms (issue 18)', async () => {
    const mango = await get('/s/media/products/annapurna-select-value-alphonso-mango.svg');
    expect(mango.statusCode).toBe(200);
    expect(mango.headers['content-security-policy']).toContain("default-src 'none'");
    // The mango's drawing, and no monogram circle.
    expect(mango.body).toContain((await get('/s/media/emoji/mango.svg')).body.replace(/^<svg[^>]*>|<\/svg>$/g, ''));
    expect(mango.body).not.toContain('<circle cx="200"');
    // Words are matched whole: "rice flour" is flour, not rice; an unknown product gets the basket.
    const flour = productImageSvg('sona-mills-rice-flour');
    expect(flour).toContain((await get('/s/media/emoji/sheaf-of-rice.svg')).body.replace(/^<svg[^>]*>|<\/svg>$/g, ''));
    const other = productImageSvg('something-else');
    expect(other).toContain((await get('/s/media/emoji/basket.svg')).body.replace(/^<svg[^>]*>|<\/svg>$/g, ''));
    const category = await get('/s/media/emoji/red-apple.svg');
    expect(category.statusCode).toBe(200);
    expect(category.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('sends the drawn pictures as WebP to a browser that takes it (no SVG document per image on its main thread), else as SVG', async () => {
    const browserAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (const url of [
      '/s/media/products/annapurna-select-value-alphonso-mango.svg',
      '/s/media/emoji/red-apple.svg',
      '/s/media/large/hero-fruits.svg',
      '/s/media/files/freshkart-logo.svg',
    ]) {
      const webp = await t.app.inject({ method: 'GET', url, headers: { accept: browserAccept } });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toBe('Accept');
      expect(webp.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      // Drawn once, then kept: the same bytes again.
      const again = await t.app.inject({ method: 'GET', url, headers: { accept: browserAccept } });
      expect(again.rawPayload.equals(webp.rawPayload)).toBe(true);
      const svg = await t.app.inject({ method: 'GET', url, headers: { accept: 'image/svg+xml,*/*' } });
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(svg.headers.vary).toBe('Accept');
    }
    const missing = await t.app.inject({ method: 'GET', url: '/s/media/emoji/unicorn.svg', headers: { accept: browserAccept } });
    expect(missing.statusCode).toBe(404);
  });

  it('draws a demo product’s picture on the image path at the width of the size asked for, so a page takes only the pixels it shows', async () => {
    const browserAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (const [size, width] of [
      ['small', 400],
      ['medium', 800],
      ['large', 1600],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/s/media/${size}/product-annapurna-select-value-alphonso-mango.svg`,
        headers: { accept: browserAccept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
    }
    const svg = await get('/s/media/medium/product-annapurna-select-value-alphonso-mango.svg');
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('viewBox="0 0 400 300"');
    for (const url of [
      '/s/media/files/product-annapurna-select-value-alphonso-mango.svg',
      '/s/media/huge/product-annapurna-select-value-alphonso-mango.svg',
      '/s/media/medium/product-.svg',
      '/s/media/medium/product-Mango.svg',
      '/s/media/medium/product-mango.svg.png',
      `/s/media/medium/product-${'a'.repeat(201)}.svg`,
      '/s/media/medium/product-%3Cscript%3E.svg',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('draws a picture only for a product of the website asked for, once: any other slug is 404 and draws nothing', async () => {
    const browserAccept = 'image/avif,image/webp,*/*';
    const drawn = join(t.mediaDir, '0', 'drawn');
    const files = () => (existsSync(drawn) ? readdirSync(drawn).length : 0);
    const before = files();
    for (let i = 0; i < 20; i++) {
      for (const url of [`/s/media/medium/product-no-such-product-${i}.svg`, `/s/media/products/no-such-product-${i}.svg`]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: browserAccept } });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found' });
      }
    }
    expect(files()).toBe(before);
    // A real product of the demo website is drawn once into the media store; another website's host does not see it.
    const { db } = t.database;
    const [product] = await db
      .select({ slug: products.slug })
      .from(products)
      .innerJoin(websites, eq(websites.id, products.websiteId))
      .where(eq(websites.isDefault, true))
      .orderBy(desc(products.id))
      .limit(1);
    const url = `/s/media/small/product-${product?.slug}.svg`;
    const found = await t.app.inject({ method: 'GET', url, headers: { accept: browserAccept } });
    expect(found.statusCode).toBe(200);
    expect(files()).toBe(before + 1);
    const [other] = await db
      .select({ host: websiteHosts.host })
      .from(websiteHosts)
      .innerJoin(websites, eq(websites.id, websiteHosts.websiteId))
      .where(
        and(
          eq(websites.isDefault, false),
          notExists(
            db
              .select({ id: products.id })
              .from(products)
              .where(and(eq(products.websiteId, websites.id), eq(products.slug, product?.slug ?? ''))),
          ),
        ),
      )
      .limit(1);
    expect(other).toBeDefined();
    const elsewhere = await t.app.inject({ method: 'GET', url, headers: { accept: browserAccept, host: other?.host } });
    expect(elsewhere.statusCode).toBe(404);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('a size named %s is no size: 404, not an error', async (size) => {
    for (const name of ['product-sona-mills-rice-flour.svg', 'hero-fruits.svg', 'photo-0123456789ab.jpg']) {
      const res = await get(`/s/media/${size}/${name}`);
      expect(res.statusCode, `${size}/${name}`).toBe(404);
    }
  });

  it("keeps a shipped picture that draws text as SVG (the server would draw it in its own fonts, not the page's)", async () => {
    const popup = await t.app.inject({
      method: 'GET',
      url: '/s/media/files/freshkart-popup.svg',
      headers: { accept: 'image/avif,image/webp,image/svg+xml,*/*' },
    });
    expect(popup.statusCode).toBe(200);
    expect(popup.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(popup.body).toContain('<text');
  });

  it.each([
    '/s/media/emoji/unicorn.svg',
    '/s/media/emoji/constructor.svg',
    '/s/media/emoji/__proto__.svg',
    '/s/media/emoji/mango.png',
    '/s/icons/lucide/missing.svg',
    '/s/icons/lucide/..%2Fhouse.svg',
    '/s/icons/lucide/phone.js',
    '/s/icons/lucide/PHONE.svg',
    '/s/icons/lucide/constructor.svg',
    '/s/icons/lucide/__proto__.svg',
    `/s/icons/lucide/${'a'.repeat(500)}.svg`,
    '/s/icons/lucide/%3Cscript%3E.svg',
    '/s/icons/mdi/phone.svg',
    '/s/icons/..%2Flucide/phone.svg',
    '/s/icons/lucide.json',
    '/s/icons/lucide.json?icons=',
    '/s/icons/lucide.json?icons=a,%3Cb%3E',
    `/s/icons/lucide.json?icons=${Array.from({ length: 101 }, (_, i) => `i${i}`).join(',')}`,
    '/s/icons/unknown-set.json?icons=phone',
    '/s/icons/lucide.js?icons=phone',
    '/s/media/large/missing.svg',
    '/s/media/huge/hero-fruits.svg',
    '/s/media/medium/..%2Ffixtures.svg',
  ])('answers 404 for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});
