import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  carts,
  idempotencyKeys,
  mediaFiles,
  otpRequests,
  pageVersions,
  publishSchedules,
  sessions,
  sharedMarks,
  users,
  websites,
} from '../../server/db/schema';
import type { Database } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed-database';
import { KEEP, purgeExpired } from '../../server/services/housekeeping/purge';
import { purgeUnusedImages, UNUSED_IMAGE_DAYS } from '../../server/services/housekeeping/purge-media';
import { localMediaStore } from '../../server/media/media-store';
import { databaseKinds, openTestDatabase } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe.each(databaseKinds(postgresUrl))('housekeeping on %s (issue 19: bounded growth)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind, postgresUrl);
    await seedDatabase(database.db);
  });
  afterAll(() => database.close());

  it('removes expired and never-used sessions, untouched guest carts, old codes and keys, expired shared marks, and keeps everything still in use', async () => {
    const db = database.db;
    const [site] = await db.select({ id: websites.id }).from(websites).limit(1);
    const websiteId = (site as { id: number }).id;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.websiteId, websiteId)).limit(1);
    const userId = (user as { id: number }).id;
    const future = new Date(Date.now() + 86_400_000);
    await db.insert(sessions).values([
      { id: 'hk-expired', websiteId, expiresAt: hoursAgo(1) },
      { id: 'hk-expired-cart', websiteId, expiresAt: hoursAgo(1) },
      { id: 'hk-empty-old', websiteId, expiresAt: future, createdAt: hoursAgo(KEEP.emptySessionHours + 1) },
      { id: 'hk-empty-new', websiteId, expiresAt: future },
      { id: 'hk-pincode-old', websiteId, expiresAt: future, pincode: '560001', createdAt: hoursAgo(KEEP.emptySessionHours + 1) },
      { id: 'hk-user-old', websiteId, expiresAt: future, userId, createdAt: hoursAgo(KEEP.emptySessionHours + 1) },
      { id: 'hk-cart-old', websiteId, expiresAt: future, createdAt: hoursAgo(KEEP.emptySessionHours + 1) },
      { id: 'hk-stale-cart', websiteId, expiresAt: future },
    ]);
    await db.insert(carts).values([
      { websiteId, sessionId: 'hk-expired-cart' },
      { websiteId, sessionId: 'hk-cart-old' },
      { websiteId, sessionId: 'hk-stale-cart', updatedAt: hoursAgo(KEEP.guestCartDays * 24 + 1) },
    ]);
    await db.insert(otpRequests).values([
      {
        websiteId,
        phone: '9000011111',
        client: 'hk',
        codeHash: 'old',
        expiresAt: hoursAgo(KEEP.otpHours),
        createdAt: hoursAgo(KEEP.otpHours + 1),
      },
      { websiteId, phone: '9000011111', client: 'hk', codeHash: 'new', expiresAt: future },
    ]);
    await db.insert(idempotencyKeys).values([
      { websiteId, userId, key: 'hk-old', requestHash: 'x', statusCode: 200, response: {}, createdAt: hoursAgo(KEEP.idempotencyHours + 1) },
      { websiteId, userId, key: 'hk-new', requestHash: 'x', statusCode: 200, response: {} },
    ]);
    await db.insert(sharedMarks).values([
      { kind: 'switch-nonce', key: 'hk-used-link', expiresAt: hoursAgo(1) },
      { kind: 'stand-in-paid', key: 'hk-paid', value: '123', expiresAt: future },
    ]);

    const report = await purgeExpired(db);
    expect(report.sessions).toBeGreaterThanOrEqual(2);
    expect(report.emptySessions).toBeGreaterThanOrEqual(1);
    expect(report.guestCarts).toBeGreaterThanOrEqual(1);
    expect(report.otpRequests).toBeGreaterThanOrEqual(1);
    expect(report.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(report.sharedMarks).toBeGreaterThanOrEqual(1);

    const left = (
      await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          inArray(sessions.id, [
            'hk-expired',
            'hk-expired-cart',
            'hk-empty-old',
            'hk-empty-new',
            'hk-pincode-old',
            'hk-user-old',
            'hk-cart-old',
            'hk-stale-cart',
          ]),
        )
    )
      .map((s) => s.id)
      .sort();
    expect(left).toEqual(['hk-cart-old', 'hk-empty-new', 'hk-pincode-old', 'hk-stale-cart', 'hk-user-old']);
    const cartsLeft = (
      await db
        .select({ sessionId: carts.sessionId })
        .from(carts)
        .where(inArray(carts.sessionId, ['hk-expired-cart', 'hk-cart-old', 'hk-stale-cart']))
    ).map((c) => c.sessionId);
    expect(cartsLeft).toEqual(['hk-cart-old']);
    expect(
      (await db.select({ hash: otpRequests.codeHash }).from(otpRequests).where(eq(otpRequests.client, 'hk'))).map((r) => r.hash),
    ).toEqual(['new']);
    expect(
      (
        await db
          .select({ key: idempotencyKeys.key })
          .from(idempotencyKeys)
          .where(inArray(idempotencyKeys.key, ['hk-old', 'hk-new']))
      ).map((r) => r.key),
    ).toEqual(['hk-new']);
    expect(
      (
        await db
          .select({ key: sharedMarks.key })
          .from(sharedMarks)
          .where(inArray(sharedMarks.key, ['hk-used-link', 'hk-paid']))
      ).map((r) => r.key),
    ).toEqual(['hk-paid']);

    // A second run finds nothing more of these.
    const again = await purgeExpired(db);
    expect(again).toEqual({
      sessions: 0,
      emptySessions: again.emptySessions,
      guestCarts: 0,
      otpRequests: 0,
      idempotencyKeys: 0,
      sharedMarks: 0,
      pageVersions: 0,
      appliedSchedules: 0,
    });
  });

  // Issue 36: page versions grew without bound (every draft save was a row, every publish another).
  it('keeps each page’s newest version and the 100 newest published, and removes replaced drafts and older published versions', async () => {
    const db = database.db;
    const [site] = await db.select({ id: websites.id }).from(websites).limit(1);
    const websiteId = (site as { id: number }).id;
    const at = new Date();
    const page = (path: string, published: boolean[]) =>
      db
        .insert(pageVersions)
        .values(published.map((p, i) => ({ websiteId, path, data: { n: i }, publishedAt: p ? at : null })))
        .returning({ id: pageVersions.id });
    // 103 published, a draft between them, and a draft on top (the newest: kept).
    const long = await page('/hk-long', [...Array<boolean>(50).fill(true), false, ...Array<boolean>(53).fill(true), false]);
    // Only drafts, left by a database from before drafts replaced each other: the newest stays.
    const drafts = await page('/hk-drafts', [false, false, false]);
    // Issue 37: a draft waiting to be published at a set time stays for its schedule; a schedule applied
    // more than 90 days ago goes.
    const old = hoursAgo(KEEP.appliedScheduleDays * 24 + 1);
    await db.insert(publishSchedules).values([
      { websiteId, path: '/hk-drafts', action: 'publish', versionId: drafts[0]!.id, runAt: new Date(Date.now() + 3_600_000) },
      { websiteId, path: '/hk-drafts', action: 'unpublish', runAt: old, doneAt: old, ok: true, outcome: 'Taken offline' },
      { websiteId, path: '/hk-drafts', action: 'unpublish', runAt: at, doneAt: at, ok: true, outcome: 'Taken offline' },
    ]);
    const report = await purgeExpired(db);
    expect(report.pageVersions).toBe(3 + 1 + 1);
    expect(report.appliedSchedules).toBe(1);
    const left = async (path: string) =>
      (
        await db
          .select({ id: pageVersions.id })
          .from(pageVersions)
          .where(and(eq(pageVersions.websiteId, websiteId), eq(pageVersions.path, path)))
          .orderBy(pageVersions.id)
      ).map((r) => r.id);
    const longIds = long.map((r) => r.id);
    expect(await left('/hk-long')).toEqual([...longIds.slice(3, 50), ...longIds.slice(51)]);
    expect(await left('/hk-drafts')).toEqual([drafts[0]?.id, drafts[2]?.id]);
    expect(await db.select({ id: publishSchedules.id }).from(publishSchedules).where(eq(publishSchedules.path, '/hk-drafts'))).toHaveLength(
      2,
    );
    expect((await purgeExpired(db)).pageVersions).toBe(0);
  });

  it('removes uploaded images nothing has named for 30 days, with their files in every size, and keeps the rest', async () => {
    const db = database.db;
    const [site] = await db.select({ id: websites.id }).from(websites).limit(1);
    const websiteId = (site as { id: number }).id;
    const dir = mkdtempSync(join(tmpdir(), 'purge-media-'));
    const store = localMediaStore(dir);
    const old = new Date(Date.now() - (UNUSED_IMAGE_DAYS + 1) * 86_400_000);
    const image = (name: string, createdAt: Date) => ({
      websiteId,
      name,
      originalName: name,
      contentType: 'image/png',
      width: 1,
      height: 1,
      bytes: 1,
      createdAt,
    });
    const [unused, named, young] = [`${kind}-unused-aaaaaaaaaaaa.png`, `${kind}-named-bbbbbbbbbbbb.png`, `${kind}-young-cccccccccccc.png`];
    await db.insert(mediaFiles).values([image(unused, old), image(named, old), image(young, new Date())]);
    for (const name of [unused, named, young])
      for (const size of ['small', 'medium', 'large'])
        for (const file of [name, `${name}.webp`]) await store.put(websiteId, size, file, Buffer.from('x'));
    await db
      .insert(pageVersions)
      .values({ websiteId, path: `/hk-media-${kind}`, data: { data: [{ name: 'banner', data: { image: `/s/media/medium/${named}` } }] } });

    expect(await purgeUnusedImages(db, store)).toBe(1);
    const left = (
      await db
        .select({ name: mediaFiles.name })
        .from(mediaFiles)
        .where(inArray(mediaFiles.name, [unused, named, young]))
    ).map((r) => r.name);
    expect(left.sort()).toEqual([named, young].sort());
    for (const size of ['small', 'medium', 'large']) {
      expect(await store.get(websiteId, size, unused)).toBeNull();
      expect(await store.get(websiteId, size, `${unused}.webp`)).toBeNull();
      expect(await store.get(websiteId, size, `${named}.webp`)).not.toBeNull();
    }
    expect(await purgeUnusedImages(db, store)).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });
});
