import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageTemplates, websites } from '../../server/db/schema';
import { editorCallers, signedInHeaders, STAFF } from '../support/sign-in';
import { createTestApp, sendJson, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

// Issue 37, "Start from a template … that the website's own saved pages can also become": the server
// keeps a website's templates (ours: the specification shows no editor API), for its staff only.
const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const URL = '/s/api/builder/templates';
const heading = (title: string) => ({ name: 'heading', data: { title } });

describe.each(databaseKinds(postgresUrl))('page templates on %s', (kind) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let viewer: Record<string, string>;
  let shopper: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
    ({ editor, viewer, shopper } = await editorCallers(t.database.db, ORIGIN));
  });
  afterAll(() => t.close());

  const list = async (who = editor) => (await sendJson(t.app, who, 'GET', URL)).json().templates as { id: number; title: string }[];
  const save = (body: unknown, who = editor) => sendJson(t.app, who, 'POST', URL, body);
  const read = (id: unknown, who = editor) => sendJson(t.app, who, 'GET', `${URL}?id=${encodeURIComponent(String(id))}`);
  const remove = (id: unknown, who = editor) => sendJson(t.app, who, 'DELETE', `${URL}?id=${encodeURIComponent(String(id))}`);

  it('saves a page’s components under a title, lists them by title with who saved them, and deletes them', async () => {
    const saved = await save({
      title: '  Festive sale  ',
      description: 'Hero, offers and FAQ',
      components: [heading('Diwali'), heading('Offers')],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const template = saved.json().template;
    expect(template).toMatchObject({
      title: 'Festive sale',
      description: 'Hero, offers and FAQ',
      author: 'Meera Staff',
      component_count: 2,
      components: [
        { name: 'heading', data: { title: 'Diwali' } },
        { name: 'heading', data: { title: 'Offers' } },
      ],
    });
    expect(Date.parse(template.created_at)).not.toBeNaN();
    const other = (await save({ title: 'brand story', components: [heading('Ours')] })).json().template;
    expect(other.description).toBe('');
    // The list leaves the components out (30 templates could be 512 KB each); one is read by its id.
    const summaries = [other, template].map(({ components: _, ...summary }) => summary);
    expect(await list()).toEqual(summaries);
    expect(summaries[0]).toMatchObject({ component_count: 1 });
    expect((await list(viewer)).map((entry) => entry.id)).toEqual([other.id, template.id]);
    const one = await read(template.id, viewer);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ template });

    const gone = await remove(template.id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ id: template.id });
    expect((await remove(template.id)).json()).toEqual({ message: 'There is no such template: it may have been deleted already' });
    expect((await read(template.id)).statusCode).toBe(404);
    expect((await list()).map((entry) => entry.id)).toEqual([other.id]);
    await remove(other.id);
  });

  it('validates the components as a page’s, and refuses a template that would start pages broken', async () => {
    const old = await save({
      title: 'Broken FAQ',
      components: [
        { name: 'heading', data: { title: 'Kept' } },
        { name: 'faq', data: {} },
      ],
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe('Put the marked errors right before saving the page as a template');
    expect(old.json().errors[0]).toMatchObject({ index: 1 });
    expect(await list()).toEqual([]);
  });

  it('upgrades a template saved in an older page data version as a page’s components are upgraded', async () => {
    const [website] = await t.database.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'freshkart'));
    // Version 1 placed components by `sort` (contract/migrations): version 2 calls it `order`.
    await t.database.db
      .insert(pageTemplates)
      .values({ websiteId: website!.id, title: 'From version 1', components: [{ ...heading('Old'), sort: 3 } as never], version: 1 });
    const [old] = await list();
    expect((await read(old!.id)).json().template.components).toEqual([{ ...heading('Old'), order: 3 }]);
    await remove(old!.id);
  });

  it('keeps one template per title, whatever its case, and at most 30 a website', async () => {
    const first = (await save({ title: 'Landing', components: [heading('One')] })).json().template;
    const again = await save({ title: 'LANDING ', components: [heading('Two')] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A template called “LANDING” exists already: choose another title, or delete that one first');
    // Two saves of one title at once: one wins, the other is told.
    const both = await Promise.all([0, 1].map((n) => save({ title: 'Twin', components: [heading(`Twin ${n}`)] })));
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const made = [first.id, ...both.flatMap((res) => (res.statusCode === 201 ? [res.json().template.id] : []))];
    for (let n = made.length; n < 30; n += 1) made.push((await save({ title: `T${n}`, components: [heading('x')] })).json().template.id);
    const full = await save({ title: 'One too many', components: [heading('x')] });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('A website keeps at most 30 templates: delete one you no longer use first');
    for (const id of made) await remove(id);
    expect(await list()).toEqual([]);
  });

  it('lets view-only staff list but not save or delete, and refuses shoppers and guests', async () => {
    const id = (await save({ title: 'Staff only', components: [heading('x')] })).json().template.id;
    expect((await save({ title: 'Viewer', components: [heading('x')] }, viewer)).statusCode).toBe(403);
    expect((await remove(id, viewer)).statusCode).toBe(403);
    expect((await sendJson(t.app, shopper, 'GET', URL)).statusCode).toBe(403);
    const guest = await sendJson(t.app, { 'x-web-url': ORIGIN }, 'GET', URL);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Please sign in to edit the website');
    // Another website's staff does not see or delete this one's templates.
    const daily = {
      'x-web-url': 'http://daily.localhost:8080',
      ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', STAFF.editor)),
    };
    expect((await remove(id, daily)).statusCode).toBe(401);
    expect((await read(id, daily)).statusCode).toBe(401);
    expect((await read(id, shopper)).statusCode).toBe(403);
    expect((await list()).map((entry) => entry.id)).toEqual([id]);
    await remove(id);
  });

  it.each([
    ['a body that is not an object', '"text"', 'The request body must be a JSON object'],
    ['no title', { components: [heading('x')] }, 'title must be text'],
    ['a title that is a number', { title: 7, components: [heading('x')] }, 'title must be text'],
    ['a blank title', { title: '   ', components: [heading('x')] }, 'Title: Enter a title'],
    ['a title over 48 characters', { title: 'x'.repeat(49), components: [heading('x')] }, 'Title: At most 48 characters'],
    ['a huge title', { title: 'x'.repeat(100_000), components: [heading('x')] }, 'title: at most 48 characters'],
    [
      'a description over 160 characters',
      { title: 'D', description: 'd'.repeat(161), components: [heading('x')] },
      'Description: at most 160',
    ],
    ['no components', { title: 'None' }, 'components must be a list'],
    ['components that are not objects', { title: 'Bad', components: ['heading'] }, 'Each component must be an object'],
    ['an empty page', { title: 'Empty', components: [] }, 'A template needs at least one component'],
    ['over 500 components', { title: 'Many', components: Array.from({ length: 501 }, () => heading('x')) }, 'At most 500 components'],
    [
      'over 512 KB of content',
      { title: 'Huge', components: [heading('x'.repeat(513 * 1024))] },
      'This is too large to save as a template: at most 512 KB of content',
    ],
  ] as const)('answers 400 or 413 to %s and keeps nothing', async (_, body, message) => {
    const res =
      typeof body === 'string'
        ? await t.app.inject({ method: 'POST', url: URL, headers: { ...editor, 'content-type': 'application/json' }, payload: body })
        : await save(body);
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().message).toContain(message);
    expect(await list()).toEqual([]);
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['99999999999'], ['<script>'], ['1'.repeat(5000)]])(
    'answers 400 to reading or deleting template id %s',
    async (id) => {
      for (const res of [await read(id), await remove(id)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('id must be a whole number');
      }
    },
  );

  it('stores hostile text as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>"); DROP TABLE page_templates; --';
    const saved = (await save({ title: hostile.slice(0, 48), description: hostile, components: [heading(hostile)] })).json().template;
    expect(saved).toMatchObject({ title: hostile.slice(0, 48).trim(), description: hostile, components: [{ data: { title: hostile } }] });
    await remove(saved.id);
  });
});
