import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInHeaders, STAFF } from '../support/sign-in';
import { createTestApp, EDITOR_PAGES, sendJson, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

// Issue 21: the page editor at /page-builder is a separate application for staff of the website
// (spec section 6: the account menu's "Website Settings", website_setting:view to open it).
const postgresUrl = inject('postgresUrl');
const HOST = { host: 'localhost:8080' };

describe.each(databaseKinds(postgresUrl))('the page editor’s pages on %s', (kind) => {
  let t: TestApp;
  let as: (phone: string) => Promise<Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl, { spa: true });
    as = async (phone) => ({ ...HOST, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', phone)) });
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = HOST) => t.app.inject({ method: 'GET', url, headers });

  it('serves the editor to staff who may view or edit, never framed, never cached', async () => {
    for (const phone of [STAFF.editor, STAFF.viewer]) {
      for (const url of ['/page-builder', '/page-builder?path=%2Foffers', '/page-builder/anything']) {
        const res = await get(url, await as(phone));
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toBe(EDITOR_PAGES.app);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
        expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
      }
    }
  });

  it('serves the canvas, framed only by this origin, with the store’s own policy', async () => {
    const res = await get('/page-builder/canvas', await as(STAFF.editor));
    expect(res.body).toBe(EDITOR_PAGES.canvas);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain('https://checkout.razorpay.com');
  });

  it('gives a guest the editor (which sends them to sign in) and refuses a shopper plainly', async () => {
    expect((await get('/page-builder')).body).toBe(EDITOR_PAGES.app);
    const shopper = await get('/page-builder', await as('9876543210'));
    expect(shopper.statusCode).toBe(403);
    expect(shopper.body).toContain('<h1>You may not open the page editor</h1>');
    // Issue 37: in the owner's words, no permission names.
    expect(shopper.body).toContain('ask its owner to give your account access to Website Settings');
    expect(shopper.body).not.toContain('website_setting');
    expect((await get('/page-builder/canvas', await as('9876543210'))).statusCode).toBe(403);
  });

  it('refuses staff of another website', async () => {
    const elsewhere = { ...(await as(STAFF.editor)), host: 'daily.localhost:8080' };
    const res = await get('/page-builder', elsewhere);
    // The session belongs to FreshKart: on Daily Basket the visitor is a guest, sent to sign in there.
    expect(res.body).toBe(EDITOR_PAGES.app);
    expect((await t.app.inject({ method: 'GET', url: '/s/api/builder/pages', headers: elsewhere })).statusCode).toBe(401);
  });

  it('shows staff the unpublished draft on the real store with ?preview=draft; shoppers and guests never', async () => {
    const staff = await as(STAFF.editor);
    const path = `/preview-${kind}`;
    const draft = {
      version: 2,
      seo_title: 'Draft monsoon page',
      data: [
        { name: 'heading', data: { title: 'Draft monsoon heading' } },
        { name: 'heading', hidden: true, data: { title: 'Hidden one' } },
      ],
    };
    const saved = await sendJson(
      t.app,
      { ...staff, 'x-web-url': 'http://localhost:8080' },
      'PUT',
      `/s/api/builder/page?path=${encodeURIComponent(path)}`,
      { base: null, data: draft },
    );
    expect(saved.statusCode).toBe(200);
    const previewed = await get(`${path}?preview=draft`, staff);
    expect(previewed.statusCode).toBe(200);
    expect(previewed.body).toContain('Draft monsoon heading');
    expect(previewed.body).not.toContain('Hidden one');
    // The page comes marked as a draft preview, so the store says so (issue 37).
    expect(previewed.body).toContain('"draft":true');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect((await get(path, staff)).statusCode).toBe(404);
    for (const who of [await as('9876543210'), HOST]) {
      const refused = await get(`${path}?preview=draft`, who);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('Draft monsoon heading');
      expect(refused.body).not.toContain('"draft":true');
    }
  });

  it('sends a visitor from a renamed page’s old path to its new one, query kept', async () => {
    const staff = { ...(await as(STAFF.editor)), 'x-web-url': 'http://localhost:8080' };
    const from = `/old-name-${kind}`;
    const to = `/new-name-${kind}`;
    const id = (
      await sendJson(t.app, staff, 'PUT', `/s/api/builder/page?path=${encodeURIComponent(from)}`, {
        base: null,
        data: { version: 2, data: [] },
      })
    ).json().version.id;
    await sendJson(t.app, staff, 'POST', `/s/api/builder/publish?path=${encodeURIComponent(from)}`, { version: id });
    expect((await sendJson(t.app, staff, 'POST', `/s/api/builder/rename?path=${encodeURIComponent(from)}`, { to })).statusCode).toBe(200);
    const res = await get(`${from}?utm_source=mail`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${to}?utm_source=mail`);
    expect((await get(to)).statusCode).toBe(200);
  });

  it('never hands out the editor’s pages as files; its assets are cached for good', async () => {
    for (const url of ['/editor/index.html', '/editor/canvas.html', '/index.html']) expect((await get(url)).statusCode, url).toBe(404);
    const asset = await get('/editor/assets/editor.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
