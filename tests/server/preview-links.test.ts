import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { previewLinks } from '../../server/db/schema';
import { bootOf } from '../support/served-html';
import { editorCallers } from '../support/sign-in';
import { createTestApp, sendJson, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

// Issue 37, "Shareable previews": a link to a draft that a person without an account can open (signed,
// read-only, expiring after a chosen time, revocable), marked as a preview and never indexed. Ours: the
// specification shows no editor API.
const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const HOST = { host: 'localhost:8080' };
const URL = '/s/api/builder/previews';
const draftOf = (title: string) => ({ version: 2, seo_title: title, data: [{ name: 'heading', data: { title } }] });

describe.each(databaseKinds(postgresUrl))('shared preview links on %s', (kind) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let viewer: Record<string, string>;
  let shopper: Record<string, string>;
  beforeAll(async () => {
    // With the page cache on: a link must never be served from it, nor put in it.
    t = await createTestApp(kind, postgresUrl, { spa: true, pageCache: true });
    ({ editor, viewer, shopper } = await editorCallers(t.database.db, ORIGIN));
  });
  afterAll(() => t.close());

  const at = (path: string) => `${URL}?path=${encodeURIComponent(path)}`;
  const share = (path: string, hours: unknown, who = editor) => sendJson(t.app, who, 'POST', at(path), { hours });
  const links = async (path: string) => (await sendJson(t.app, editor, 'GET', at(path))).json().previews as { id: number; url: string }[];
  const withdraw = (id: unknown, who = editor) => sendJson(t.app, who, 'DELETE', `${URL}?id=${encodeURIComponent(String(id))}`);
  const guest = (url: string) => t.app.inject({ method: 'GET', url, headers: HOST });
  const draft = async (path: string, title: string) => {
    const saved = await sendJson(t.app, editor, 'PUT', `/s/api/builder/page?path=${encodeURIComponent(path)}`, {
      base: null,
      data: draftOf(title),
    });
    expect(saved.statusCode).toBe(200);
  };

  it('lets a guest open a draft by its link, marked as a preview, never indexed or cached; without the link the page is not there', async () => {
    const path = `/monsoon-${kind}`;
    await draft(path, 'Monsoon draft');
    const made = await share(path, 24);
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json().preview;
    expect(link).toMatchObject({
      path,
      created_by: 'Meera Staff',
      url: expect.stringMatching(new RegExp(`^${path}\\?share=\\d+\\.[\\w-]{43}$`)),
    });
    const hours = (Date.parse(link.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    for (let visit = 0; visit < 2; visit++) {
      const seen = await guest(link.url);
      expect(seen.statusCode).toBe(200);
      expect(bootOf(seen.body).page).toMatchObject({ draft: true, data: { seo_title: 'Monsoon draft' } });
      expect(seen.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(seen.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(seen.headers['cache-control']).toBe('private, no-store');
      expect(seen.headers['x-page-cache']).toBe('personal');
    }
    const without = await guest(path);
    expect(without.statusCode).toBe(404);
    expect(without.body).not.toContain('Monsoon draft');
    expect(without.body).not.toContain('noindex');
    expect(await links(path)).toEqual([link]);
  });

  it('stops a link at once when it is withdrawn or has expired; a link changed in any part never works', async () => {
    const path = `/stops-${kind}`;
    await draft(path, 'Stopping draft');
    const shown = async (url: string) => bootOf((await guest(url)).body).page.draft === true;
    const [one, two, three] = await Promise.all([1, 2, 3].map(async () => (await share(path, 1)).json().preview));
    expect(await shown(one.url)).toBe(true);

    expect((await withdraw(one.id)).json()).toEqual({ id: one.id });
    expect(await shown(one.url)).toBe(false);
    expect((await withdraw(one.id)).statusCode).toBe(404);

    await t.database.db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(previewLinks.id, two.id));
    expect(await shown(two.url)).toBe(false);
    expect((await links(path)).map((link) => link.id)).toEqual([three.id]);

    const token = three.url.split('share=')[1] as string;
    const [id, signature] = token.split('.') as [string, string];
    const forged = [
      `${path}?share=${two.id}.${signature}`,
      `${path}?share=${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `/other-${kind}?share=${token}`,
      `/?share=${token}`,
      `${path}?share=${id}`,
      `${path}?share=`,
      `${path}?share=${'9'.repeat(12)}.${signature}`,
      `${path}?share=%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
      `${path}?share=${'x'.repeat(20_000)}`,
    ];
    for (const url of forged) {
      const res = await guest(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('Stopping draft');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    // Moving the expiry in the database does not revive a link either: the expiry is signed.
    await t.database.db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(previewLinks.id, two.id));
    expect(await shown(two.url)).toBe(false);
    expect(await shown(three.url)).toBe(true);
  });

  it('withdraws a page’s links when it is renamed or deleted: a page made later at that path is not shown to their holders', async () => {
    // A renamed page's old path answers with a redirect, which has no page at all.
    const shown = async (url: string) => {
      const res = await guest(url);
      return res.statusCode === 200 && bootOf(res.body).page.draft === true;
    };
    for (const move of ['rename', 'delete'] as const) {
      const path = `/moved-${move}-${kind}`;
      await draft(path, 'Old draft');
      const link = (await share(path, 24)).json().preview;
      expect(await shown(link.url)).toBe(true);
      const moved =
        move === 'rename'
          ? await sendJson(t.app, editor, 'POST', `/s/api/builder/rename?path=${encodeURIComponent(path)}`, { to: `${path}-new` })
          : await sendJson(t.app, editor, 'DELETE', `/s/api/builder/page?path=${encodeURIComponent(path)}`);
      expect(moved.statusCode, moved.body).toBe(200);
      await draft(path, 'Another page, made later');
      expect(await shown(link.url)).toBe(false);
      expect((await guest(link.url)).body).not.toContain('Another page, made later');
      expect(await links(path)).toEqual([]);
    }
  });

  it('shows the page’s newest version at each visit, as it would be published', async () => {
    const path = `/newest-${kind}`;
    await draft(path, 'First draft');
    const link = (await share(path, 1)).json().preview;
    const state = (await sendJson(t.app, editor, 'GET', `/s/api/builder/page?path=${encodeURIComponent(path)}`)).json();
    await sendJson(t.app, editor, 'PUT', `/s/api/builder/page?path=${encodeURIComponent(path)}`, {
      base: state.head.id,
      data: {
        ...draftOf('Second draft'),
        data: [...draftOf('Second draft').data, { name: 'heading', hidden: true, data: { title: 'Hidden' } }],
      },
    });
    const page = bootOf((await guest(link.url)).body).page;
    expect(page.data.seo_title).toBe('Second draft');
    expect(page.data.data).toHaveLength(1);
  });

  it('makes links only for those who may edit, of pages with a saved version', async () => {
    const path = `/rights-${kind}`;
    expect((await share(path, 1)).json()).toEqual({ message: 'Save a draft of this page first: a preview link shows its newest version' });
    await draft(path, 'Rights');
    expect((await share(path, 1, viewer)).statusCode).toBe(403);
    expect((await sendJson(t.app, viewer, 'GET', at(path))).statusCode).toBe(403);
    expect((await share(path, 1, shopper)).statusCode).toBe(403);
    expect((await sendJson(t.app, { 'x-web-url': ORIGIN }, 'GET', at(path))).statusCode).toBe(401);
    const id = (await share(path, 1)).json().preview.id;
    expect((await withdraw(id, viewer)).statusCode).toBe(403);
    // The other demo website's staff cannot withdraw this one's links.
    const daily = (await editorCallers(t.database.db, 'http://daily.localhost:8080')).editor;
    expect((await withdraw(id, daily)).statusCode).toBe(401);
    expect((await links(path)).map((link) => link.id)).toEqual([id]);
  });

  it.each([
    ['no hours', {}, 'hours must be a whole number from 1 to 720'],
    ['hours as text', { hours: '24' }, 'hours must be a whole number from 1 to 720'],
    ['no time at all', { hours: 0 }, 'hours must be a whole number from 1 to 720'],
    ['over 30 days', { hours: 721 }, 'hours must be a whole number from 1 to 720'],
    ['a huge number', { hours: 1e300 }, 'hours must be a whole number from 1 to 720'],
    ['a fraction', { hours: 1.5 }, 'hours must be a whole number from 1 to 720'],
  ] as const)('answers 400 to %s and makes no link', async (_, body, message) => {
    const path = `/inputs-${kind}`;
    const res = await sendJson(t.app, editor, 'POST', at(path), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await links(path)).toEqual([]);
  });

  it.each([
    ['a malformed path', '/../admin', 'The page path must be'],
    ['a route’s template', '/products/:slug', 'A template of a route’s pages has no address of its own to share'],
    ['the server’s own address', '/s/api/init', 'is the server’s own address'],
  ])('refuses a link to %s', async (_, path, message) => {
    const res = await share(path, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it.each([['0'], ['-1'], ['abc'], ['99999999999']])('answers 400 to withdrawing link id %s', async (id) => {
    expect((await withdraw(id)).json()).toEqual({ message: 'id must be a whole number' });
  });
});
