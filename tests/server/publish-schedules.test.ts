import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localMediaStore } from '../../server/media/media-store';
import { startHousekeeping } from '../../server/services/housekeeping/purge';
import { applyDueSchedules } from '../../server/services/versions/publish-schedules';
import { bootOf } from '../support/served-html';
import { editorCallers } from '../support/sign-in';
import { createTestApp, sendJson, type TestApp } from '../support/test-app';
import { websiteIdOf } from '../support/store-data';
import { databaseKinds } from '../support/test-database';

// Issue 37, "Scheduled publishing": publish a page or the website's settings at a chosen time, and
// unpublish or go back at another; the server's housekeeping applies it, in one process of many, and
// the page cache is invalidated when it does; a schedule can be cancelled. Ours: the specification
// shows no editor API (docs/api.md, "Scheduled publishing").
const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';
const HOST = { host: 'localhost:8080' };
const MINUTE = 60_000;
const draftOf = (title: string) => ({ version: 2, seo_title: title, data: [{ name: 'heading', data: { title } }] });
const inMinutes = (minutes: number, from = Date.now()) => new Date(from + minutes * MINUTE).toISOString();

describe.each(databaseKinds(postgresUrl))('scheduled publishing on %s', (kind) => {
  let t: TestApp;
  let editor: Record<string, string>;
  let viewer: Record<string, string>;
  let shopper: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl, { spa: true, pageCache: true });
    ({ editor, viewer, shopper } = await editorCallers(t.database.db, ORIGIN));
  });
  afterAll(() => t.close());

  const q = (path: string) => `?path=${encodeURIComponent(path)}`;
  const save = async (path: string, base: number | null, title: string) => {
    const saved = await sendJson(t.app, editor, 'PUT', `/s/api/builder/page${q(path)}`, { base, data: draftOf(title) });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().version.id as number;
  };
  const schedule = (path: string, body: unknown, who = editor) => sendJson(t.app, who, 'POST', `/s/api/builder/schedules${q(path)}`, body);
  const schedules = async (path: string) => (await sendJson(t.app, editor, 'GET', `/s/api/builder/schedules${q(path)}`)).json().schedules;
  const cancel = (path: string, id: unknown, who = editor) =>
    sendJson(t.app, who, 'DELETE', `/s/api/builder/schedules${q(path)}&id=${encodeURIComponent(String(id))}`);
  const state = async (path: string) => (await sendJson(t.app, editor, 'GET', `/s/api/builder/page${q(path)}`)).json();
  const guest = (url: string) => t.app.inject({ method: 'GET', url, headers: HOST });
  const titleSeen = async (url: string) => {
    const seen = await guest(url);
    return seen.statusCode === 200 ? (bootOf(seen.body).page?.data?.seo_title as string) : seen.statusCode;
  };

  it('publishes a page a minute ahead, with nobody in the editor, when the server’s clock reaches it; the cached page is replaced at once', async () => {
    const start = Date.now();
    let clock = start;
    const stop = startHousekeeping(t.database.db, 30, localMediaStore(mkdtempSync(join(tmpdir(), 'schedules-'))), () => undefined, {
      now: () => new Date(clock),
      scheduleCheckMs: 20,
    });
    try {
      // The home page as shoppers have it, served twice: the second from the page cache.
      const before = await titleSeen('/');
      // (Twice more: a test app of two processes alternates between them, each with its own cache.)
      await guest('/');
      expect((await guest('/')).headers['x-page-cache']).toBe('hit');
      const version = await save('/', (await state('/')).head?.id ?? null, 'Midnight sale');
      const made = await schedule('/', { action: 'publish', version, at: inMinutes(1, start) });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().schedule).toMatchObject({ action: 'publish', version, created_by: 'Meera Staff', done_at: null, ok: null });
      // Stored in UTC, to the minute.
      expect(made.json().schedule.at).toBe(new Date(Math.floor((start + MINUTE) / MINUTE) * MINUTE).toISOString());

      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await titleSeen('/')).toBe(before);
      clock = start + MINUTE + 1_000;
      await expect.poll(() => titleSeen('/'), { timeout: 5_000 }).toBe('Midnight sale');
      const [done] = await schedules('/');
      expect(done).toMatchObject({ id: made.json().schedule.id, ok: true, outcome: `Published version ${version}` });
      // At the moved clock's time, not the real one's.
      expect(Date.parse(done.done_at)).toBe(clock);
      expect(await state('/')).toMatchObject({ changed: false, published: { version, by: 'Meera Staff' } });
    } finally {
      stop();
    }
  });

  it('starts a sale at one time and takes it offline at another; a new page is not there before, nor after', async () => {
    const path = `/sale-${kind}`;
    const version = await save(path, null, 'Weekend sale');
    const start = Date.now();
    expect((await schedule(path, { action: 'publish', version, at: inMinutes(60, start) })).statusCode).toBe(201);
    expect((await schedule(path, { action: 'unpublish', at: inMinutes(120, start) })).statusCode).toBe(201);
    expect((await schedules(path)).map((s: { action: string }) => s.action)).toEqual(['publish', 'unpublish']);

    expect(await applyDueSchedules(t.database.db, new Date(start + 59 * MINUTE))).toEqual([]);
    expect(await titleSeen(path)).toBe(404);
    expect(await applyDueSchedules(t.database.db, new Date(start + 61 * MINUTE))).toMatchObject([{ path, ok: true }]);
    expect(await titleSeen(path)).toBe('Weekend sale');
    expect(await applyDueSchedules(t.database.db, new Date(start + 121 * MINUTE))).toMatchObject([
      { path, ok: true, outcome: 'Taken offline' },
    ]);
    expect(await titleSeen(path)).toBe(404);
    // Its versions stay: the owner can publish it again.
    expect((await state(path)).head).toMatchObject({ id: version });
  });

  it('keeps a scheduled draft when newer drafts are saved, and publishes the one scheduled; the newer stays a draft', async () => {
    const path = `/kept-${kind}`;
    const scheduled = await save(path, null, 'Scheduled one');
    const start = Date.now();
    expect((await schedule(path, { action: 'publish', version: scheduled, at: inMinutes(5, start) })).statusCode).toBe(201);
    const second = await save(path, scheduled, 'Second draft');
    const third = await save(path, second, 'Third draft');
    await applyDueSchedules(t.database.db, new Date(start + 6 * MINUTE));
    expect(await titleSeen(path)).toBe('Scheduled one');
    expect(await state(path)).toMatchObject({ head: { id: third }, changed: true, published: { version: scheduled } });
  });

  it('goes back to the version shoppers had (the settings too) at a later time, and History lists it first', async () => {
    const settingsAt = '/s/api/builder/settings';
    const live = (await sendJson(t.app, editor, 'GET', settingsAt)).json();
    const settings = structuredClone(live.head?.data ?? live.live);
    settings.activetheme.data.colors.primary = '#0b6e4f';
    const saved = (await sendJson(t.app, editor, 'PUT', settingsAt, { base: live.head?.id ?? null, data: settings })).json();
    // The seeded settings became a version of their own at the first save: what to go back to.
    const seeded = (await sendJson(t.app, editor, 'GET', settingsAt)).json().published.version;
    expect(seeded).toEqual(expect.any(Number));
    const start = Date.now();
    const post = (body: unknown) => sendJson(t.app, editor, 'POST', `${settingsAt}/schedules`, body);
    expect((await post({ action: 'publish', version: saved.version.id, at: inMinutes(10, start) })).statusCode).toBe(201);
    expect((await post({ action: 'publish', version: seeded, at: inMinutes(20, start) })).statusCode).toBe(201);
    // What going back would publish: the version shoppers have now.
    expect((await sendJson(t.app, editor, 'GET', `${settingsAt}/schedules`)).json()).toMatchObject({ live: seeded });
    const primary = async () => JSON.stringify((await guest('/s/api/init')).json()).includes('#0b6e4f');
    expect(await primary()).toBe(false);
    await applyDueSchedules(t.database.db, new Date(start + 11 * MINUTE));
    expect(await primary()).toBe(true);
    await applyDueSchedules(t.database.db, new Date(start + 21 * MINUTE));
    expect(await primary()).toBe(false);
    const history = (await sendJson(t.app, editor, 'GET', `${settingsAt}/history`)).json().versions;
    expect(history[0]).toMatchObject({ id: seeded, published_by: 'Meera Staff' });
    expect((await sendJson(t.app, editor, 'GET', settingsAt)).json()).toMatchObject({ published: { version: seeded }, changed: true });
  });

  it('cancels a waiting schedule (it never happens), but not one already applied, nor another page’s', async () => {
    const path = `/cancel-${kind}`;
    const version = await save(path, null, 'Never shown');
    const start = Date.now();
    const made = (await schedule(path, { action: 'publish', version, at: inMinutes(3, start) })).json().schedule;
    expect((await cancel(`/other-${kind}`, made.id)).statusCode).toBe(404);
    expect((await cancel(path, made.id, viewer)).statusCode).toBe(403);
    const cancelled = await cancel(path, made.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ id: made.id });
    expect((await cancel(path, made.id)).json()).toEqual({
      message: 'There is no such change waiting: it may have been made or cancelled already',
    });
    expect(await applyDueSchedules(t.database.db, new Date(start + 4 * MINUTE))).toEqual([]);
    expect(await titleSeen(path)).toBe(404);
    expect(await schedules(path)).toEqual([]);
    for (const id of ['abc', '-1', '0', '2147483648', '1.5', '%00']) expect((await cancel(path, id)).statusCode, id).toBe(400);
  });

  // Two connections in a set order, so PostgreSQL only (PGlite has one connection).
  it.skipIf(kind === 'pglite')(
    'makes a cancel sent while the change is being made wait, then say it may have been made (it was)',
    async () => {
      const path = `/race-${kind}`;
      const version = await save(path, null, 'Made anyway');
      const start = Date.now();
      const made = (await schedule(path, { action: 'publish', version, at: inMinutes(1, start) })).json().schedule;
      const websiteId = await websiteIdOf(t.database.db, 'freshkart');
      // Another transaction holds the page's lock, so the housekeeping stops between reading the due
      // schedules and making them.
      let release = () => {};
      let taken = () => {};
      const lockTaken = new Promise<void>((resolve) => (taken = resolve));
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`page:${websiteId}:${path}`}))`);
        taken();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await lockTaken;
      const applying = applyDueSchedules(t.database.db, new Date(start + 2 * MINUTE));
      const waitingForPage = async () => {
        const waiting = await t.database.db
          .execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)
          .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
        return (waiting[0]?.n ?? 0) > 0;
      };
      while (!(await waitingForPage())) await new Promise((resolve) => setTimeout(resolve, 10));
      const cancelling = cancel(path, made.id);
      const first = await Promise.race([cancelling.then(() => 'answered'), new Promise((resolve) => setTimeout(resolve, 500, 'waiting'))]);
      release();
      await holder;
      expect((await applying).map((one) => one.id)).toEqual([made.id]);
      expect(first).toBe('waiting');
      const cancelled = await cancelling;
      expect(cancelled.statusCode).toBe(404);
      expect(cancelled.json().message).toBe('There is no such change waiting: it may have been made or cancelled already');
      expect(await titleSeen(path)).toBe('Made anyway');
    },
  );

  it('moves a page’s schedules with it when it is renamed, and drops them when it is deleted', async () => {
    const path = `/moving-${kind}`;
    const to = `/moved-${kind}`;
    const version = await save(path, null, 'Moving');
    const start = Date.now();
    await schedule(path, { action: 'publish', version, at: inMinutes(5, start) });
    await schedule(path, { action: 'unpublish', at: inMinutes(10, start) });
    expect((await sendJson(t.app, editor, 'POST', `/s/api/builder/rename${q(path)}`, { to })).statusCode).toBe(200);
    expect(await schedules(path)).toEqual([]);
    expect(await schedules(to)).toHaveLength(2);
    expect((await sendJson(t.app, editor, 'DELETE', `/s/api/builder/page${q(to)}`)).statusCode).toBe(200);
    expect(await schedules(to)).toEqual([]);
    expect(await applyDueSchedules(t.database.db, new Date(start + 11 * MINUTE))).toEqual([]);
  });

  it('applies each due schedule once when several processes look at the same moment', async () => {
    const paths = [0, 1, 2].map((n) => `/together-${n}-${kind}`);
    const start = Date.now();
    for (const path of paths) await schedule(path, { action: 'publish', version: await save(path, null, path), at: inMinutes(1, start) });
    const runs = await Promise.all([0, 1, 2, 3].map(() => applyDueSchedules(t.database.db, new Date(start + 2 * MINUTE))));
    expect(
      runs
        .flat()
        .map((one) => one.path)
        .sort(),
    ).toEqual([...paths].sort());
    for (const path of paths) expect(await titleSeen(path)).toBe(path);
  });

  it('records, without publishing, a scheduled version that no longer passes validation', async () => {
    const path = `/broken-${kind}`;
    const version = await save(path, null, 'Was valid');
    const start = Date.now();
    await schedule(path, { action: 'publish', version, at: inMinutes(1, start) });
    // As a component's schema change would leave it (written to the row: no route saves an invalid version over a valid one).
    await t.database.db.execute(
      sql`update page_versions set data = '{"version":2,"data":[{"name":"heading","data":{}}]}' where id = ${version}`,
    );
    expect(await applyDueSchedules(t.database.db, new Date(start + 2 * MINUTE))).toMatchObject([
      { ok: false, outcome: 'Not published: the page cannot be published until every error is put right' },
    ]);
    expect(await titleSeen(path)).toBe(404);
  });

  describe('refuses what it cannot do, and changes nothing', () => {
    const path = `/refusals`;
    let version: number;
    beforeAll(async () => {
      version = await save(`${path}-${kind}`, null, 'Refusals');
    });
    const soon = () => inMinutes(5);
    const refused = async (body: unknown, status: number, message?: string | RegExp, who = editor, at = `${path}-${kind}`) => {
      const before = await schedules(at);
      const res = await schedule(at, body, who);
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(res.json().message).toMatch(message);
      expect(await schedules(at)).toEqual(before);
      return res;
    };

    it('wrong types, missing fields, huge and hostile values', async () => {
      await refused(undefined, 400);
      await refused([], 400);
      await refused('publish', 400);
      await refused({ at: soon(), version }, 400, 'action must be publish or unpublish');
      await refused({ action: 'delete', at: soon(), version }, 400, 'action must be publish or unpublish');
      await refused({ action: ['publish'], at: soon(), version }, 400, 'action must be publish or unpublish');
      await refused({ action: 'publish', version }, 400, /^at must be a date and time with its offset/);
      for (const at of [
        'tomorrow',
        '2026-12-01',
        '2026-12-01T00:00:00',
        1_800_000_000_000,
        null,
        '2026-13-01T00:00:00Z',
        'x'.repeat(1_000_000),

        '<script>alert(1)</script>',
      ])
        await refused({ action: 'publish', at, version }, 400, /^at must be a date and time with its offset/);
      await refused({ action: 'publish', at: `${soon()}\u0000`, version }, 400, 'at contains a character that is not allowed');
      for (const bad of ['1', -1, 0, 1.5, 2 ** 31, 'NaN', { id: 1 }])
        await refused({ action: 'publish', at: soon(), version: bad }, 400, 'version must be a whole number');
    });

    it('times past or too far ahead, versions that are not this document’s or do not pass, and what only a page can do', async () => {
      await refused({ action: 'publish', at: inMinutes(-1), version }, 400, 'Choose a time still to come');
      await refused({ action: 'publish', at: inMinutes(367 * 24 * 60), version }, 400, 'Choose a time within 366 days');
      await refused({ action: 'publish', at: soon() }, 400, 'Choose the version to publish');
      await refused({ action: 'unpublish', at: soon(), version }, 400, 'Taking a page offline needs no version: leave version out');
      const other = await save(`/elsewhere-${kind}`, null, 'Elsewhere');
      await refused({ action: 'publish', at: soon(), version: other }, 404, 'There is no such version of this page');
      await refused({ action: 'publish', at: soon(), version: 2_147_483_647 }, 404);
      const invalid = await sendJson(t.app, editor, 'PUT', `/s/api/builder/page${q(`/invalid-${kind}`)}`, {
        base: null,
        data: { version: 2, data: [{ name: 'heading', data: {} }] },
      });
      const res = await refused(
        { action: 'publish', at: soon(), version: invalid.json().version.id },
        400,
        'The page cannot be published until every error is put right',
        editor,
        `/invalid-${kind}`,
      );
      expect(res.json().errors).toEqual([expect.objectContaining({ index: 0, name: 'heading' })]);
      const settings = await sendJson(t.app, editor, 'POST', '/s/api/builder/settings/schedules', { action: 'unpublish', at: soon() });
      expect(settings.statusCode).toBe(400);
      expect(settings.json().message).toBe(
        'The website’s settings cannot be taken offline: schedule publishing an earlier version instead',
      );
      for (const bad of ['/s/api/init', 'no-slash', `/${'a'.repeat(3000)}`])
        expect((await schedule(bad, { action: 'publish', at: soon(), version })).statusCode, bad).toBe(400);
    });

    it('who may not, and more than 20 waiting', async () => {
      await refused({ action: 'publish', at: soon(), version }, 403, undefined, viewer);
      await refused({ action: 'publish', at: soon(), version }, 403, undefined, shopper);
      const anonymous = await sendJson(t.app, { 'x-web-url': ORIGIN }, 'POST', `/s/api/builder/schedules${q(`${path}-${kind}`)}`, {
        action: 'publish',
        at: soon(),
        version,
      });
      // Refused by the cross-site check before the sign-in one: no session, no token.
      expect(anonymous.statusCode).toBe(403);
      expect((await sendJson(t.app, { 'x-web-url': ORIGIN }, 'GET', `/s/api/builder/schedules${q(`${path}-${kind}`)}`)).statusCode).toBe(
        401,
      );
      for (let n = 0; n < 20; n++)
        expect((await schedule(`${path}-${kind}`, { action: 'unpublish', at: inMinutes(10 + n) })).statusCode).toBe(201);
      await refused({ action: 'unpublish', at: soon() }, 409, 'At most 20 changes can wait at once: cancel one first');
      expect((await sendJson(t.app, viewer, 'GET', `/s/api/builder/schedules${q(`${path}-${kind}`)}`)).statusCode).toBe(200);
    });
  });
});
