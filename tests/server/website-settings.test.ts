import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { validateWebsiteSettings, type WebsiteSettings } from '../../contract/website-settings';
import { signedInHeaders, STAFF } from '../support/sign-in';
import { createTestApp, sendJson, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

// Issue 22, item 1 (the server's part): the website's settings have drafts, publishing and history
// like pages, and published settings are what GET /s/api/init serves (spec section 1: "the storefront
// loads all this configuration from the server at start"; section 3: the init fields).
const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const SETTINGS = '/s/api/builder/settings';

describe.each(databaseKinds(postgresUrl))('the website settings API on %s', (kind) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let viewer: Record<string, string>;
  let shopper: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    const as = async (who: string, site = 'freshkart', origin = ORIGIN) => ({
      'x-web-url': origin,
      ...(await signedInHeaders(t.database.db, 'test-secret', site, who)),
    });
    [editor, viewer, shopper] = [await as(STAFF.editor), await as(STAFF.viewer), await as('9876543210')];
  });
  afterAll(() => t.close());

  const state = (who = editor) => sendJson(t.app, who, 'GET', SETTINGS);
  const save = (base: number | null, data: unknown, who = editor) => sendJson(t.app, who, 'PUT', SETTINGS, { base, data });
  const publish = (version: number, who = editor) => sendJson(t.app, who, 'POST', `${SETTINGS}/publish`, { version });
  const init = async (origin = ORIGIN) =>
    (await t.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': origin } })).json();
  /** The live settings, changed by `change`, saved on the newest version. */
  const saveChanged = async (change: (settings: WebsiteSettings) => void) => {
    const now = (await state()).json();
    const settings = structuredClone((now.head?.data ?? now.live) as WebsiteSettings);
    change(settings);
    return save(now.head?.id ?? null, settings);
  };

  it('reads the seeded settings of both demo websites as a document that passes its own schema', async () => {
    const res = await state();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ head: null, published: { version: null }, changed: false });
    expect(validateWebsiteSettings(body.live)).toMatchObject({ ok: true });
    expect(body.live.navSetting).toMatchObject({ header_template: 1, logo_settings: { image_height: 56 } });
    expect(body.live.web.font_family).toBe('Inter');
    const daily = {
      'x-web-url': 'http://daily.localhost:8080',
      ...(await signedInHeaders(t.database.db, 'test-secret', 'daily', STAFF.editor)),
    };
    const dailyLive = (await state(daily)).json().live;
    expect(validateWebsiteSettings(dailyLive)).toMatchObject({ ok: true });
    expect(dailyLive.activetheme.name).toBe('Sunrise');
  });

  it('keeps a draft from shoppers until it is published, then init serves it', async () => {
    const before = await init();
    const dailyBefore = await init('http://daily.localhost:8080');
    const saved = await saveChanged((settings) => {
      settings.navSetting.header_template = 3;
      settings.navSetting.logo_settings = { image_size: 'large', image_height: 80, image_width: 120 };
      settings.activetheme.data.colors.primary = '#123456';
      settings.web.font_family = 'Poppins';
      settings.popup = { image: '/s/media/files/freshkart-popup.svg', link: '/offers', duration: 3, once: false };
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json();
    expect(draft).toMatchObject({ version: { author: 'Meera Staff', published_at: null }, errors: [] });
    expect(await init()).toEqual(before);
    expect((await state()).json()).toMatchObject({ head: { id: draft.version.id }, changed: true });

    const published = await publish(draft.version.id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ changed: false, published: { version: draft.version.id, by: 'Meera Staff' } });
    const after = await init();
    expect(after.navSetting).toMatchObject({
      header_template: 3,
      logo_settings: { image_size: 'large', image_height: 80, image_width: 120 },
    });
    expect(after.activetheme.data.colors.primary).toBe('#123456');
    expect(after.web.font_family).toBe('Poppins');
    expect(after.popup).toEqual({ image: '/s/media/files/freshkart-popup.svg', link: '/offers', duration: 3, once: false });
    // What was not changed is served as before.
    expect(after.navs).toEqual(before.navs);
    expect(after.footers).toEqual(before.footers);
    expect(after.webSeo).toEqual(before.webSeo);
    // The other website is untouched.
    expect(await init('http://daily.localhost:8080')).toEqual(dailyBefore);

    const history = (await sendJson(t.app, editor, 'GET', `${SETTINGS}/history`)).json().versions;
    expect(history[0]).toMatchObject({ id: draft.version.id, published_by: 'Meera Staff' });
    expect(history[0].data).toBeUndefined();
    // The seeded settings were kept as the first version when the editor first saved (issue 37, item 4).
    expect(history.at(-1)).toMatchObject({ before_editor: true, published_by: null });
    const seeded = await sendJson(t.app, editor, 'GET', `${SETTINGS}/version?id=${history.at(-1).id}`);
    expect(seeded.json().version.data.navSetting.header_template).toBe(before.navSetting.header_template);
    expect(seeded.json().version.data.navSetting.header_template).not.toBe(3);
    const one = await sendJson(t.app, editor, 'GET', `${SETTINGS}/version?id=${draft.version.id}`);
    expect(one.json().version.data.navSetting.header_template).toBe(3);
  });

  it('saves a draft with errors (nothing typed is lost) and refuses to publish it, naming the field', async () => {
    const saved = (
      await saveChanged((settings) => {
        (settings.navSetting as { header_template: number }).header_template = 9;
      })
    ).json();
    expect(saved.errors).toEqual([{ index: null, name: null, pointer: '/navSetting/header_template', message: expect.any(String) }]);
    const refused = await publish(saved.version.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'The settings cannot be published until every error is put right',
      errors: [{ pointer: '/navSetting/header_template' }],
    });
    expect((await init()).navSetting.header_template).not.toBe(9);
    await save(saved.version.id, (await state()).json().live);
  });

  it.each([
    [
      'a colour that is not a colour',
      (s: WebsiteSettings) => (s.activetheme.data.colors.text = 'red; background:url(x)'),
      '/activetheme/data/colors/text',
    ],
    [
      'a logo wider than 400 px',
      (s: WebsiteSettings) => (s.navSetting.logo_settings.image_width = 4000),
      '/navSetting/logo_settings/image_width',
    ],
    ['a pincode of five digits', (s: WebsiteSettings) => (s.webAddress.pincode = '56000'), '/webAddress/pincode'],
    ['a font name with CSS in it', (s: WebsiteSettings) => (s.web.font_family = 'x");}body{display:none'), '/web/font_family'],
    [
      'a popup shown after an hour',
      (s: WebsiteSettings) => (s.popup = { image: 'x.png', link: null, duration: 3600, once: true }),
      '/popup',
    ],
    ['an unknown setting', (s: WebsiteSettings) => Object.assign(s, { admin: true }), ''],
    [
      'a menu item without its children',
      (s: WebsiteSettings) => delete (s.navs[0] as Partial<WebsiteSettings['navs'][number]>).children,
      '/navs/0/children',
    ],
  ])('marks %s as an error', async (_, change, pointer) => {
    const { errors } = (await saveChanged(change)).json();
    expect(errors[0].pointer.startsWith(pointer || '/')).toBe(true);
    // Put right again, so the next case starts from valid settings.
    const now = (await state()).json();
    await save(now.head.id, now.live);
  });

  it('refuses a save on a version that is no longer the newest, saying who saved since', async () => {
    const now = (await state()).json();
    const mine = await save(now.head.id, now.live);
    const stale = await save(now.head.id, now.live);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ head: { id: mine.json().version.id } });
    expect(stale.json().message).toMatch(/^The website’s settings were saved by Meera Staff since you opened them/);
    expect((await publish(now.head.id)).statusCode).toBe(409);
  });

  it('restores a published version as the newest draft', async () => {
    const [first] = (await sendJson(t.app, editor, 'GET', `${SETTINGS}/history`)).json().versions;
    const head = (await state()).json().head;
    const restored = await sendJson(t.app, editor, 'POST', `${SETTINGS}/restore`, { version: first.id, base: head.id });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().version.data.navSetting.header_template).toBe(3);
    expect(restored.json().version.based_on).toBe(head.id);
    expect((await sendJson(t.app, editor, 'POST', `${SETTINGS}/restore`, { version: 2_000_000_000, base: null })).statusCode).toBe(404);
  });

  it('lets view-only staff read, never write; refuses shoppers and guests', async () => {
    expect((await state(viewer)).statusCode).toBe(200);
    const head = (await state()).json().head;
    expect((await save(head.id, head.data, viewer)).statusCode).toBe(403);
    expect((await publish(head.id, viewer)).statusCode).toBe(403);
    expect((await state(shopper)).statusCode).toBe(403);
    expect((await sendJson(t.app, { 'x-web-url': ORIGIN }, 'GET', SETTINGS)).statusCode).toBe(401);
  });

  it('keeps the settings out of the pages list', async () => {
    const pages = (await sendJson(t.app, editor, 'GET', '/s/api/builder/pages')).json().pages;
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.every((page: { path: string }) => page.path.startsWith('/'))).toBe(true);
  });

  it.each([
    ['a body that is not an object', 'PUT', '', '"text"', 'The request body must be a JSON object'],
    ['no base', 'PUT', '', { data: {} }, 'base must be a whole number'],
    ['a base that is text', 'PUT', '', { base: 'one', data: {} }, 'base must be a whole number'],
    ['settings that are a list', 'PUT', '', { base: null, data: [1] }, 'The data must be an object'],
    ['a version that is huge', 'POST', '/publish', { version: 1e15 }, 'version must be a whole number'],
    ['a version id that is text', 'GET', '/version?id=abc', undefined, 'id must be a whole number'],
  ] as const)('answers 400 to %s, changing nothing', async (_, method, route, body, message) => {
    const before = (await state()).json().head;
    const url = `${SETTINGS}${route}`;
    const res =
      typeof body === 'string'
        ? await t.app.inject({ method, url, headers: { ...editor, 'content-type': 'application/json' }, payload: body })
        : await sendJson(t.app, editor, method, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await state()).json().head).toEqual(before);
  });

  it('stores hostile text as text: CSS and HTML are the storefront’s to sanitise, and are served as given', async () => {
    const css = 'body{background:url(javascript:alert(1))}</style><script>alert(1)</script>';
    const html = '<img src=x onerror=alert(1)><div id="mobile-menu">Menu</div>';
    const saved = (
      await saveChanged((settings) => {
        settings.webPageCss = css;
        settings.dynamicNavbar = html;
        settings.webSeo.og_title = '"><script>alert(1)</script>';
      })
    ).json();
    expect(saved.errors).toEqual([]);
    await publish(saved.version.id);
    const served = await init();
    expect(served.webPageCss).toBe(css);
    expect(served.dynamicNavbar).toEqual({ data: html });
    expect(served.webSeo.og_title).toBe('"><script>alert(1)</script>');
  });

  it('refuses settings too large to be sent', async () => {
    const now = (await state()).json();
    const huge = { ...now.live, webPageCss: 'a'.repeat(3_000_000) };
    const res = await save(now.head.id, huge);
    expect([400, 413]).toContain(res.statusCode);
    expect((await state()).json().head.id).toBe(now.head.id);
  });
});
