import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInHeaders, STAFF } from '../support/sign-in';
import { firstProduct } from '../support/store-data';
import { createTestApp, sendJson, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

// Issue 37, item 2: every image the served head names (og:image, twitter:image, the icon, JSON-LD)
// answers 200, an image the owner uploaded as a page's sharing image included (it was
// http://host/name.png, a 404).
const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';

/** Every image URL the head of an HTML page names. */
function headImages(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
  const ld = head.match(/<script type="application\/ld\+json" id="page-ld">([\s\S]*?)<\/script>/)?.[1];
  const ldImages = ld ? [JSON.parse(ld) as { image?: string | string[] }].flatMap((item) => item.image ?? []) : [];
  return [
    ...attr(/<meta (?:property|name)="(?:og|twitter):image" content="([^"]+)"/g),
    ...attr(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g),
    ...ldImages,
  ];
}

describe.each(databaseKinds(postgresUrl))('images the head names on %s', (kind) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let productPath: string;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl, { spa: true });
    editor = { 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', STAFF.editor)) };
    productPath = `/products/${(await firstProduct(t.database.db)).slug}`;
  });
  afterAll(() => t.close());

  const get = (url: string, host = 'localhost:8080') => t.app.inject({ method: 'GET', url, headers: { host } });

  async function expectAllAnswer(path: string, host?: string) {
    const res = await get(path, host);
    const images = headImages(res.body);
    expect(images.length, path).toBeGreaterThan(0);
    const origin = host ? `http://${host}` : ORIGIN;
    for (const image of images) {
      const url = new URL(image, origin);
      expect(url.origin, `${path}: ${image}`).toBe(origin);
      const answer = await get(url.pathname + url.search, host);
      expect(answer.statusCode, `${path}: ${image}`).toBe(200);
      expect(String(answer.headers['content-type']), `${path}: ${image}`).toMatch(/^image\//);
    }
    return images;
  }

  it('every demo page’s head names images that answer 200', async () => {
    for (const path of ['/', '/about', '/contact', '/products', productPath, '/cart']) await expectAllAnswer(path);
    await expectAllAnswer('/', 'daily.localhost:8080');
  });

  it('an image the owner uploads as a page’s sharing image is served where og:image says', async () => {
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#c2185b' } })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/s/api/builder/media',
      headers: { ...editor, 'content-type': 'image/png', 'x-file-name': 'diwali1.png' },
      payload: png,
    });
    expect(uploaded.statusCode).toBe(201);
    const { name } = uploaded.json<{ name: string }>();
    const path = '/diwali-sale';
    const at = (route: string) => `/s/api/builder/${route}?path=${encodeURIComponent(path)}`;
    const page = { version: 2, seo_title: 'Diwali sale', seo_image: name, data: [{ name: 'heading', data: { title: 'Diwali sale' } }] };
    const saved = await sendJson(t.app, editor, 'PUT', at('page'), { base: null, data: page });
    expect(saved.statusCode).toBe(200);
    const published = await sendJson(t.app, editor, 'POST', at('publish'), { version: saved.json().version.id });
    expect(published.statusCode).toBe(200);
    const images = await expectAllAnswer(path);
    expect(images).toContain(`${ORIGIN}/s/media/large/${name}`);
  });
});
