import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorCallers, signedInHeaders, STAFF } from '../support/sign-in';
import { firstProduct } from '../support/store-data';
import { allComponents } from '../../contract/component-tree';
import { BENCH_COMPONENTS, editorBenchPage } from '../bench/editor-bench-page';
import { createTestApp, sendJson, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

// Issue 21, item 6 (the server's part): drafts, publishing and history of a page, for staff of the
// website (spec section 6: website_setting:view opens the editor; :edit saves and publishes).
const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const page = (title: string) => ({ version: 2, seo_title: title, data: [{ name: 'heading', data: { title } }] });

describe.each(databaseKinds(postgresUrl))('the page editor API on %s', (kind) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let viewer: Record<string, string>;
  let shopper: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    ({ editor, viewer, shopper } = await editorCallers(t.database.db, ORIGIN));
  });
  afterAll(() => t.close());

  const at = (route: string, path: string) => `/s/api/builder/${route}?path=${encodeURIComponent(path)}`;
  const state = (path: string, who = editor) => sendJson(t.app, who, 'GET', at('page', path));
  const save = (path: string, base: number | null, data: unknown, who = editor) =>
    sendJson(t.app, who, 'PUT', at('page', path), { base, data });
  const publish = (path: string, version: number, who = editor) => sendJson(t.app, who, 'POST', at('publish', path), { version });
  const shopperSees = (path: string) => t.app.inject({ method: 'GET', url: `/s/api/page/data${path}`, headers: { 'x-web-url': ORIGIN } });

  it('saves drafts shoppers do not see, publishes the newest one, and keeps who published it when', async () => {
    const path = `/offers-${kind}`;
    expect((await state(path)).json()).toEqual({ path, head: null, published: null, changed: false, live: null });
    const first = await save(path, null, page('Draft one'));
    expect(first.statusCode).toBe(200);
    const one = first.json();
    expect(one).toMatchObject({ version: { based_on: null, author: 'Meera Staff', published_at: null }, errors: [] });
    expect((await shopperSees(path)).statusCode).toBe(404);
    expect((await state(path)).json()).toMatchObject({ head: { id: one.version.id }, published: null, changed: true });

    const published = await publish(path, one.version.id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ published: { version: one.version.id, by: 'Meera Staff' }, changed: false });
    expect((await shopperSees(path)).json()).toMatchObject({ seo_title: 'Draft one', url: path });

    const two = (await save(path, one.version.id, page('Draft two'))).json();
    expect(two.version.based_on).toBe(one.version.id);
    expect((await shopperSees(path)).json().seo_title).toBe('Draft one');
    expect((await state(path)).json()).toMatchObject({
      head: { id: two.version.id },
      published: { version: one.version.id },
      changed: true,
    });
    await publish(path, two.version.id);
    const history = (await sendJson(t.app, editor, 'GET', at('history', path))).json().versions;
    expect(history.map((v: { id: number }) => v.id)).toEqual([two.version.id, one.version.id]);
    expect(history[0]).toMatchObject({ published_by: 'Meera Staff', author: 'Meera Staff' });
    expect(history[0]).not.toHaveProperty('data');
  });

  it('lists the website’s pages: built-in routes and saved pages, each published, changed, draft-only or default', async () => {
    const list = async (who = editor) => (await sendJson(t.app, who, 'GET', '/s/api/builder/pages')).json().pages;
    const entry = async (path: string) => (await list()).find((p: { path: string }) => p.path === path);
    expect(await entry('/')).toEqual({ path: '/', title: 'Home', route: 'home', status: 'published' });
    expect(await entry('/cart')).toEqual({ path: '/cart', title: 'Cart', route: 'cart', status: 'default' });
    // Routes with parameters (a product, an order) are listed once, by their pattern: the template of their pages.
    const patterns = (await list()).filter((p: { path: string }) => p.path.includes(':')).map((p: { route: string }) => p.route);
    expect(patterns.sort()).toEqual(['checkout-confirm', 'checkout-pay', 'order', 'order-success', 'product']);
    const path = `/list-${kind}`;
    const one = (await save(path, null, page('Monsoon offers'))).json().version.id;
    expect(await entry(path)).toEqual({ path, title: 'Monsoon offers', route: null, status: 'draft' });
    await publish(path, one);
    expect((await entry(path)).status).toBe('published');
    await save(path, one, page('Monsoon offers, part two'));
    expect(await entry(path)).toMatchObject({ title: 'Monsoon offers, part two', status: 'changed' });
    expect((await list(viewer)).length).toBeGreaterThan(10);
    expect((await sendJson(t.app, shopper, 'GET', '/s/api/builder/pages')).statusCode).toBe(403);
    expect((await sendJson(t.app, { 'x-web-url': ORIGIN }, 'GET', '/s/api/builder/pages')).statusCode).toBe(401);
  });

  it('starts a page without versions from what shoppers see: the saved page, or the route’s default', async () => {
    expect((await state('/cart')).json()).toMatchObject({
      head: null,
      published: null,
      live: { data: [{ name: 'screen', data: { screen: 'cart' } }] },
    });
    const home = (await state('/')).json();
    expect(home.head).toBeNull();
    expect(home.published).toMatchObject({ version: null });
    expect(home.live.data.length).toBeGreaterThan(1);
  });

  it('previews the server data of components being edited, only for ones that validate', async () => {
    const resolve = (components: unknown, who = editor) => sendJson(t.app, who, 'POST', '/s/api/builder/resolve', { components });
    const carousel = { name: 'product-carousel', data: { title: 'Fresh' }, logicdata: { source: 'latest', limit: 3 } };
    const res = await resolve([
      carousel,
      { name: 'heading', data: { title: 'x' } },
      { ...carousel, logicdata: { source: 'ids', ids: 'not a list' } },
    ]);
    expect(res.statusCode).toBe(200);
    const [products, heading, broken] = res.json().responses;
    expect(products.products).toHaveLength(3);
    expect(heading).toBeNull();
    expect(broken).toBeNull();
    expect((await resolve([carousel], viewer)).statusCode).toBe(200);
    expect((await resolve([carousel], shopper)).statusCode).toBe(403);
    for (const [body, message] of [
      ['not a list', 'components must be a list'],
      [[1, 2], 'Each component must be an object'],
      [Array.from({ length: 501 }, () => carousel), 'At most 500 components'],
    ] as const) {
      const refused = await resolve(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
  });

  // Issue 37, layouts with slots: a layout's components are checked, served with their data, and hidden ones left out.
  it('checks, publishes and serves a page whose columns hold a product carousel and an FAQ, with the carousel’s products', async () => {
    const path = `/columns-${kind}`;
    const carousel = { name: 'product-carousel', order: 0, data: { title: 'Fresh picks' }, logicdata: { source: 'latest', limit: 3 } };
    const faq = {
      name: 'faq',
      order: 0,
      data: { title: 'Questions', items: [{ question: 'Where do you deliver?', answer: 'Bengaluru.' }] },
    };
    const layout = (second: unknown[]) => ({
      version: 2,
      data: [{ name: 'columns', order: 0, data: { title: 'This week', columns: [[carousel], second] } }],
    });
    const broken = (await save(path, null, layout([{ ...faq, data: { items: [] } }]))).json();
    expect(broken.errors).toEqual([expect.objectContaining({ index: 0, name: 'faq', pointer: '/data/0/data/columns/1/0/data/items' })]);
    const refused = await publish(path, broken.version.id);
    expect(refused.statusCode).toBe(400);

    const good = (
      await save(path, broken.version.id, layout([faq, { ...faq, hidden: true, data: { ...faq.data, title: 'Hidden' } }]))
    ).json();
    expect(good.errors).toEqual([]);
    expect((await publish(path, good.version.id)).statusCode).toBe(200);
    const served = (await shopperSees(path)).json();
    const [left, right] = served.data[0].data.columns;
    expect(left[0].response.products).toHaveLength(3);
    expect(right.map((c: { data: { title: string } }) => c.data.title)).toEqual(['Questions']);
  });

  it('renames a page with its versions and keeps a redirect from the old path; the new path must be free', async () => {
    const from = `/rename-from-${kind}`;
    const to = `/rename-to-${kind}`;
    const rename = (path: string, body: unknown, who = editor) => sendJson(t.app, who, 'POST', at('rename', path), body);
    const one = (await save(from, null, page('Moving page'))).json().version.id;
    await publish(from, one);
    expect((await rename(from, { to }, viewer)).statusCode).toBe(403);
    const moved = await rename(from, { to });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ path: to });
    expect((await state(to)).json()).toMatchObject({ head: { id: one }, published: { version: one } });
    expect((await state(from)).json()).toMatchObject({ head: null, published: null });
    expect((await shopperSees(to)).json().seo_title).toBe('Moving page');
    const old = await shopperSees(from);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/s/api/page/data${to}`);
    // Not for ever: a browser would keep a 301 with no lifetime even after the page is renamed back.
    expect(old.headers['cache-control']).toBe('public, max-age=3600');
    // Renamed again: the first old path leads to the newest one.
    const third = `${to}-again`;
    await rename(to, { to: third });
    expect((await shopperSees(from)).headers.location).toBe(`/s/api/page/data${third}`);
    for (const [path, body, status, message] of [
      [third, { to: '/cart' }, 400, '/cart is one of the store’s own pages'],
      ['/cart', { to: '/basket' }, 400, 'The store’s own pages keep their paths'],
      [third, { to: third }, 400, 'The new path is the page’s path already'],
      [third, { to: '/../x' }, 400, 'The page path must be'],
      // Issue 36 item 10: the server's own addresses never hold a page.
      [third, { to: '/s/api/init' }, 400, '/s/api/init is the server’s own address'],
      [third, { to: '/page-builder' }, 400, '/page-builder is the server’s own address'],
      [third, { to: '/sitemap.xml' }, 400, '/sitemap.xml is the server’s own address'],
      [third, { to: '/assets/app.js' }, 400, '/assets/app.js is the server’s own address'],
      [third, { to: 42 }, 400, 'to must be the new path'],
      [third, {}, 400, 'to must be the new path'],
      [`/nothing-here-${kind}`, { to: `/still-nothing-${kind}` }, 404, 'There is no page at this path'],
    ] as const) {
      const res = await rename(path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    await save(`/taken-${kind}`, null, page('Taken'));
    const taken = await rename(third, { to: `/taken-${kind}` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`There is already a page at /taken-${kind}`);
  });

  it('deletes a page with its versions and the redirects to it; a built-in page goes back to its default', async () => {
    const path = `/delete-me-${kind}`;
    const remove = (p: string, who = editor) => sendJson(t.app, who, 'DELETE', at('page', p));
    const one = (await save(path, null, page('Short-lived'))).json().version.id;
    await publish(path, one);
    expect((await remove(path, viewer)).statusCode).toBe(403);
    expect((await remove(path)).json()).toEqual({ path });
    expect((await shopperSees(path)).statusCode).toBe(404);
    expect((await state(path)).json()).toMatchObject({ head: null, published: null, live: null });
    expect((await remove(path)).statusCode).toBe(404);
    const cart = (await save('/cart', null, { version: 2, data: [{ name: 'heading', data: { title: 'Owner cart' } }] })).json().version.id;
    await publish('/cart', cart);
    await remove('/cart');
    expect((await state('/cart')).json().live.data[0]).toMatchObject({ name: 'screen' });
  });

  // Issue 37, item 4: the page as it stood before the editor touched it is the first version in its history.
  it('keeps a seeded page as the first version of its history, before and after the editor publishes, and restores it', async () => {
    const history = async (path: string) => (await sendJson(t.app, editor, 'GET', at('history', path))).json().versions;
    // What shoppers are served, less the address the server adds to it.
    const { url, ...seeded } = (await shopperSees('/about')).json();
    expect(url).toBe('/about');
    const [first, ...none] = await history('/about');
    expect(none).toEqual([]);
    expect(first).toMatchObject({ before_editor: true, author: null, published_by: null });
    expect(Date.parse(first.published_at)).toBeLessThanOrEqual(Date.now());
    // Reading the history twice keeps it once, and view-only staff see the same.
    expect(await history('/about')).toEqual([first]);
    expect((await sendJson(t.app, viewer, 'GET', at('history', '/about'))).json().versions).toEqual([first]);
    expect((await state('/about')).json()).toMatchObject({ head: { id: first.id }, published: { version: first.id }, changed: false });

    const mine = (await save('/about', first.id, page('Our story, rewritten'))).json().version.id;
    await publish('/about', mine);
    expect((await shopperSees('/about')).json().data[0].data.title).toBe('Our story, rewritten');
    const after = await history('/about');
    expect(after.map((v: { id: number; before_editor: boolean }) => [v.id, v.before_editor])).toEqual([
      [mine, false],
      [first.id, true],
    ]);
    const kept = (await sendJson(t.app, editor, 'GET', `${at('version', '/about')}&id=${first.id}`)).json().version;
    expect(kept.data).toEqual(seeded);
    const restored = (await sendJson(t.app, editor, 'POST', at('restore', '/about'), { version: first.id, base: mine })).json();
    expect(restored.version).toMatchObject({ based_on: mine, before_editor: false, data: seeded });
    await publish('/about', restored.version.id);
    expect((await shopperSees('/about')).json()).toEqual({ url, ...seeded });
  });

  it('resets a store page the demo seeded to the seeded page, not the route’s default, and keeps offering it', async () => {
    const seeded = (await shopperSees('/')).json();
    const before = (await state('/')).json();
    const mine = (await save('/', before.head?.id ?? null, page('A home of my own'))).json().version.id;
    await publish('/', mine);
    expect((await shopperSees('/')).json().data[0].data.title).toBe('A home of my own');
    expect((await sendJson(t.app, editor, 'DELETE', at('page', '/'))).json()).toEqual({ path: '/' });
    expect((await shopperSees('/')).json()).toEqual(seeded);
    expect((await state('/')).json()).toMatchObject({ head: null, published: { version: null }, changed: false });
    const [again, ...none] = (await sendJson(t.app, editor, 'GET', at('history', '/'))).json().versions;
    expect(none).toEqual([]);
    expect(again).toMatchObject({ before_editor: true });
  });

  it('makes the product page’s template at /products/:slug, used by every product without a page of its own', async () => {
    const template = '/products/:slug';
    expect((await sendJson(t.app, editor, 'GET', '/s/api/builder/pages')).json().pages).toContainEqual({
      path: template,
      title: 'Product',
      route: 'product',
      status: expect.stringMatching(/default|published|changed/),
    });
    const start = (await state(template)).json();
    expect(start.live.data[0]).toMatchObject({ name: 'screen', data: { screen: 'product' } });
    const data = { version: 2, data: [...start.live.data, { name: 'heading', data: { title: 'Every product, fresh' } }] };
    const id = (await save(template, start.head?.id ?? null, data)).json().version.id;
    expect((await publish(template, id)).statusCode).toBe(200);
    const slug = (await firstProduct(t.database.db)).slug;
    const product = (await shopperSees(`/products/${slug}`)).json();
    expect(product.data.map((c: { name: string }) => c.name)).toEqual(['screen', 'heading']);
    expect(product.url).toBe(`/products/${slug}`);
    // Other patterns stay refused: only a built-in route's own.
    expect((await state('/offers/:id')).statusCode).toBe(400);
  });

  it('keeps a hidden component in the page’s versions but never serves it to shoppers', async () => {
    const path = `/hidden-${kind}`;
    const data = {
      version: 2,
      data: [
        { name: 'heading', data: { title: 'Shown' } },
        { name: 'heading', hidden: true, data: { title: 'Hidden' } },
      ],
    };
    const saved = (await save(path, null, data)).json();
    expect(saved.errors).toEqual([]);
    await publish(path, saved.version.id);
    expect((await shopperSees(path)).json().data).toEqual([expect.objectContaining({ data: expect.objectContaining({ title: 'Shown' }) })]);
    expect((await state(path)).json().head.data.data[1]).toMatchObject({ hidden: true, data: { title: 'Hidden' } });
    const direct = await sendJson(t.app, editor, 'PUT', `/s/api/page/data${path}-direct`, data);
    expect(direct.statusCode).toBe(200);
    expect((await shopperSees(`${path}-direct`)).json().data).toHaveLength(1);
  });

  it('keeps a draft that does not validate, says why, and refuses to publish it', async () => {
    const path = `/broken-${kind}`;
    const saved = (
      await save(path, null, { version: 2, data: [{ name: 'heading', data: { title: 42 } }, { name: 'no-such-type' }] })
    ).json();
    expect(saved.errors.length).toBeGreaterThanOrEqual(2);
    const refused = await publish(path, saved.version.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The page cannot be published until every error is put right');
    expect(refused.json().errors.length).toBeGreaterThanOrEqual(2);
    expect((await shopperSees(path)).statusCode).toBe(404);
  });

  it('refuses a save or a publish based on a stale version, with the newer one, and changes nothing', async () => {
    const path = `/stale-${kind}`;
    const first = (await save(path, null, page('Mine'))).json().version.id;
    const theirs = (await save(path, first, page('Theirs'))).json().version;
    const stale = await save(path, first, page('Mine again'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/saved by Meera Staff since you opened it/);
    expect(stale.json().head).toMatchObject({ id: theirs.id, data: page('Theirs') });
    expect((await publish(path, first)).statusCode).toBe(409);
    expect((await state(path)).json().head.id).toBe(theirs.id);
    expect((await save(path, null, page('As if new'))).statusCode).toBe(409);
  });

  it('lets only one of two saves on the same version through', async () => {
    const path = `/race-${kind}`;
    const base = (await save(path, null, page('Base'))).json().version.id;
    const answers = await Promise.all([save(path, base, page('A')), save(path, base, page('B'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('gives one version with its data, to preview it', async () => {
    const path = `/one-version-${kind}`;
    const id = (await save(path, null, page('Version to preview'))).json().version.id;
    const url = (query: string) => `/s/api/builder/version?path=${encodeURIComponent(path)}&${query}`;
    const found = await sendJson(t.app, viewer, 'GET', url(`id=${id}`));
    expect(found.statusCode).toBe(200);
    expect(found.json().version).toMatchObject({ id, data: { seo_title: 'Version to preview' } });
    expect((await sendJson(t.app, editor, 'GET', url('id=999999'))).statusCode).toBe(404);
    expect((await sendJson(t.app, shopper, 'GET', url(`id=${id}`))).statusCode).toBe(403);
    for (const bad of ['id=abc', 'id=0', 'id=1.5', 'id=99999999999', '']) {
      const res = await sendJson(t.app, editor, 'GET', url(bad));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain('id must be a whole number');
    }
  });

  it('restores an earlier version as the newest draft', async () => {
    const path = `/restore-${kind}`;
    const one = (await save(path, null, page('First'))).json().version.id;
    // From the history, which lists published versions (a draft is replaced by the next save).
    await publish(path, one);
    const two = (await save(path, one, page('Second'))).json().version.id;
    const restored = await sendJson(t.app, editor, 'POST', at('restore', path), { version: one, base: two });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().version).toMatchObject({ based_on: two, data: page('First') });
    expect(
      (await sendJson(t.app, editor, 'POST', at('restore', path), { version: 999_999, base: restored.json().version.id })).statusCode,
    ).toBe(404);
    expect((await sendJson(t.app, editor, 'POST', at('restore', path), { version: one, base: two })).statusCode).toBe(409);
  });

  it('lets a view-only staff member read but not write, and refuses shoppers and guests', async () => {
    const path = `/rights-${kind}`;
    const version = (await save(path, null, page('Staff only'))).json().version.id;
    expect((await state(path, viewer)).statusCode).toBe(200);
    expect((await sendJson(t.app, viewer, 'GET', at('history', path))).statusCode).toBe(200);
    expect((await save(path, version, page('Viewer'), viewer)).statusCode).toBe(403);
    expect((await publish(path, version, viewer)).statusCode).toBe(403);
    expect((await state(path, shopper)).statusCode).toBe(403);
    const guest = await sendJson(t.app, { 'x-web-url': ORIGIN }, 'GET', at('page', path));
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Please sign in to edit the website');
    // The other demo website's staff is not this website's staff.
    const daily = {
      'x-web-url': 'http://daily.localhost:8080',
      ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', STAFF.editor)),
    };
    expect((await state(path, daily)).statusCode).toBe(401);
  });

  it.each([
    ['no path', '/s/api/builder/page', 'path is required'],
    ['a path with a dot-dot segment', at('page', '/../admin'), 'The page path must be'],
    ['a path with a script', at('page', '/<script>alert(1)</script>'), 'The page path must be'],
    ['a path that is not absolute', at('page', 'offers'), 'The page path must be'],
    ['a huge path', at('page', `/${'a'.repeat(3000)}`), 'path is too long'],
  ])('answers 400 to %s', async (_, url, message) => {
    const res = await sendJson(t.app, editor, 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it.each([
    ['a body that is not an object', 'PUT', 'page', '"text"', 'The request body must be a JSON object'],
    ['no base', 'PUT', 'page', { data: page('x') }, 'base must be a whole number'],
    ['a base that is text', 'PUT', 'page', { base: 'one', data: page('x') }, 'base must be a whole number'],
    ['page data that is a list', 'PUT', 'page', { base: null, data: [1, 2] }, 'The data must be an object'],
    ['no page data', 'PUT', 'page', { base: null }, 'The data must be an object'],
    ['a version of 0', 'POST', 'publish', { version: 0 }, 'version must be a whole number'],
    ['a version past the largest id', 'POST', 'publish', { version: 1e12 }, 'version must be a whole number'],
    ['a version that is a fraction', 'POST', 'publish', { version: 1.5 }, 'version must be a whole number'],
    ['no version to restore', 'POST', 'restore', { base: null }, 'version must be a whole number'],
  ] as const)('answers 400 to %s', async (_, method, route, body, message) => {
    const url = at(route, `/inputs-${kind}`);
    const res =
      typeof body === 'string'
        ? await t.app.inject({ method, url, headers: { ...editor, 'content-type': 'application/json' }, payload: body })
        : await sendJson(t.app, editor, method, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await state(`/inputs-${kind}`)).json().head).toBeNull();
  });

  it('saves and publishes a page of 300 components, some inside layouts (the editor benchmark’s page)', async () => {
    const path = `/big-${kind}`;
    const saved = await save(path, null, editorBenchPage());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().errors).toEqual([]);
    expect((await publish(path, saved.json().version.id)).statusCode).toBe(200);
    expect(allComponents((await shopperSees(path)).json().data)).toHaveLength(BENCH_COMPONENTS);
  });

  // Issue 36: every save was a row kept for ever, and a history of 800 KB drafts took seconds.
  it('keeps one draft per page: a save replaces the draft before it, never a published version; over 512 KB is refused whole', async () => {
    const path = `/one-draft-${kind}`;
    const version = (id: number) => sendJson(t.app, editor, 'GET', `/s/api/builder/version?path=${encodeURIComponent(path)}&id=${id}`);
    const one = (await save(path, null, page('One'))).json().version.id as number;
    await publish(path, one);
    const two = (await save(path, one, page('Two'))).json().version.id as number;
    const three = (await save(path, two, page('Three'))).json().version.id as number;
    expect((await version(two)).statusCode).toBe(404);
    expect((await version(one)).json().version.published_at).not.toBeNull();
    expect((await version(three)).statusCode).toBe(200);
    const huge = { ...page('Huge'), description: 'x'.repeat(512 * 1024) };
    const refused = await save(path, three, huge);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('This is too large to save: at most 512 KB of content. Move some of it to a page of its own.');
    expect((await state(path)).json().head.id).toBe(three);
  });

  it('answers 404 to publishing a page without versions, and stores hostile text as text', async () => {
    expect((await publish(`/nothing-${kind}`, 1)).statusCode).toBe(404);
    const hostile = '<img src=x onerror=alert(1)>"); DROP TABLE pages; --';
    const path = `/hostile-${kind}`;
    const saved = (await save(path, null, page(hostile))).json().version;
    await publish(path, saved.id);
    expect((await shopperSees(path)).json().data[0].data.title).toBe(hostile);
  });
});
