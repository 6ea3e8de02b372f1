import { and, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, idempotencyKeys, otpRequests, pageVersions, publishSchedules, sessions, sharedMarks } from '../../db/schema';
import type { MediaStore } from '../../media/media-store';
import { expireUnpaidOrders } from '../orders/expire-orders';
import { scheduledFor } from '../versions/document-versions';
import { applyDueSchedules } from '../versions/publish-schedules';
import { purgeUnusedImages } from './purge-media';

/** How long each kind of row is kept once it can no longer be used. */
export const KEEP = {
  /** Sign-in codes: limits look back an hour; a day leaves room to investigate abuse. */
  otpHours: 24,
  /** Idempotency keys: an explicit key is honoured for a day (create-order.ts). */
  idempotencyHours: 24,
  /** A visitor's session that never held anything (no user, cart or pincode). */
  emptySessionHours: 24,
  /** A guest's cart nobody has touched. */
  guestCartDays: 30,
  /** A page's (or the settings') published versions: the history lists this many, newest first. */
  publishedVersions: 100,
  /** A schedule once applied: the history shows the last ten, and what became of one is asked about within weeks. */
  appliedScheduleDays: 90,
};

/** Rows removed, by kind. */
export interface PurgeReport {
  sessions: number;
  emptySessions: number;
  guestCarts: number;
  otpRequests: number;
  idempotencyKeys: number;
  sharedMarks: number;
  pageVersions: number;
  appliedSchedules: number;
}

const ago = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

/**
 * Removes what can never be used again, so that the database does not grow with every visit: expired
 * sessions (their guest carts go with them), sessions that never held anything, untouched guest carts,
 * old sign-in codes and idempotency keys, expired shared marks (used switch links, stand-in payments),
 * replaced drafts and published versions past the history's 100, schedules applied 90 days ago. Safe to run at any time, from several
 * processes at once.
 */
export async function purgeExpired(db: Db): Promise<PurgeReport> {
  const expired = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  const empty = await db
    .delete(sessions)
    .where(
      and(
        isNull(sessions.userId),
        isNull(sessions.pincode),
        lt(sessions.createdAt, ago(KEEP.emptySessionHours)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(carts)
            .where(sql`${carts.sessionId} = ${sessions.id}`),
        ),
      ),
    )
    .returning({ id: sessions.id });
  const guestCarts = await db
    .delete(carts)
    .where(and(isNull(carts.userId), lt(carts.updatedAt, ago(KEEP.guestCartDays * 24))))
    .returning({ id: carts.id });
  const codes = await db
    .delete(otpRequests)
    .where(lt(otpRequests.createdAt, ago(KEEP.otpHours)))
    .returning({ id: otpRequests.id });
  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, ago(KEEP.idempotencyHours)))
    .returning({ key: idempotencyKeys.key });
  const marks = await db
    .delete(sharedMarks)
    .where(lt(sharedMarks.expiresAt, sql`now()`))
    .returning({ key: sharedMarks.key });
  // Drafts a newer version replaced (saves replace them since issue 36; older databases kept every one),
  // and published versions past the ones the history lists. The newest version of each page stays, and
  // so does one waiting to be published at a set time.
  const ranked = db
    .select({
      id: pageVersions.id,
      publishedAt: pageVersions.publishedAt,
      newest:
        sql<number>`row_number() over (partition by ${pageVersions.websiteId}, ${pageVersions.path} order by ${pageVersions.id} desc)`.as(
          'newest',
        ),
      newestOfKind:
        sql<number>`row_number() over (partition by ${pageVersions.websiteId}, ${pageVersions.path}, ${pageVersions.publishedAt} is null order by ${pageVersions.id} desc)`.as(
          'newest_of_kind',
        ),
    })
    .from(pageVersions)
    .as('ranked');
  const versions = await db
    .delete(pageVersions)
    .where(
      and(
        notExists(scheduledFor(db)),
        inArray(
          pageVersions.id,
          db
            .select({ id: ranked.id })
            .from(ranked)
            .where(sql`${ranked.newest} > 1 and (${ranked.publishedAt} is null or ${ranked.newestOfKind} > ${KEEP.publishedVersions})`),
        ),
      ),
    )
    .returning({ id: pageVersions.id });
  const schedules = await db
    .delete(publishSchedules)
    .where(lt(publishSchedules.doneAt, ago(KEEP.appliedScheduleDays * 24)))
    .returning({ id: publishSchedules.id });
  return {
    sessions: expired.length,
    emptySessions: empty.length,
    guestCarts: guestCarts.length,
    otpRequests: codes.length,
    idempotencyKeys: keys.length,
    sharedMarks: marks.length,
    pageVersions: versions.length,
    appliedSchedules: schedules.length,
  };
}

/** How often housekeeping looks for schedules whose time has come (a sale set for midnight starts within seconds of it). */
export const SCHEDULE_CHECK_MS = 10_000;

/** What a test may change of housekeeping: its clock, and how often it looks for due schedules. */
export interface HousekeepingOptions {
  now?: () => Date;
  scheduleCheckMs?: number;
}

/**
 * In this process: schedules whose time has come are applied every 10 seconds, unpaid online orders
 * expire every minute (after `unpaidMinutes`), and the purge (with uploaded images nothing names, from
 * `media`) runs every hour. Returns a stop function.
 */
export function startHousekeeping(
  db: Db,
  unpaidMinutes: number,
  media: MediaStore,
  log: (line: string) => void = console.log,
  { now = () => new Date(), scheduleCheckMs = SCHEDULE_CHECK_MS }: HousekeepingOptions = {},
): () => void {
  const fail = (error: unknown) => log(`housekeeping failed: ${(error as Error).message}`);
  // One check at a time: a slow database must not pile them up.
  let checking = false;
  const schedules = setInterval(() => {
    if (checking) return;
    checking = true;
    applyDueSchedules(db, now())
      .then((applied) => applied.forEach((one) => log(`housekeeping: schedule ${one.id} for ${one.path}: ${one.outcome}`)), fail)
      .finally(() => (checking = false));
  }, scheduleCheckMs);
  const expiry = setInterval(() => {
    expireUnpaidOrders(db, unpaidMinutes).then((n) => n > 0 && log(`housekeeping: ${n} unpaid orders expired`), fail);
  }, 60_000);
  const purge = setInterval(() => {
    purgeExpired(db)
      .then(async (report) => ({ ...report, unusedImages: await purgeUnusedImages(db, media) }))
      .then((report) => log(`housekeeping: removed ${JSON.stringify(report)}`), fail);
  }, 3_600_000);
  for (const timer of [schedules, expiry, purge]) timer.unref();
  return () => {
    clearInterval(schedules);
    clearInterval(expiry);
    clearInterval(purge);
  };
}
