import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { PageDataError } from '../../../contract/page-versions';
import { type PublishSchedule, SCHEDULE_LIMITS, type ScheduleAction } from '../../../contract/publish-schedules';
import type { Db } from '../../db/client';
import { pageVersions, publishSchedules, users } from '../../db/schema';
import { pageDocument } from '../pages/page-versions';
import { settingsDocument } from '../settings/settings-document';
import { lockDocument, oneAtATime, publishVersion, type Scope, SETTINGS_KEY, type VersionedDocument } from './document-versions';

/** Why a schedule was refused, for the route to answer with. */
export type ScheduleRefusal = { status: 400; message: string; errors?: PageDataError[] } | { status: 404 | 409; message: string };

/** What the owner asks for: an action at a time (and the version, to publish one). */
export interface ScheduleRequest {
  action: ScheduleAction;
  at: Date;
  version: number | null;
}

/** What one schedule came to when housekeeping applied it. */
export interface AppliedSchedule {
  id: number;
  websiteId: number;
  path: string;
  ok: boolean;
  outcome: string;
}

/** The document a schedule's key names: the website's settings, or a page by its path. */
const documentFor = (key: string): VersionedDocument<unknown> => (key === SETTINGS_KEY ? settingsDocument : pageDocument(key));

const DONE_SHOWN = 10;

const columns = {
  id: publishSchedules.id,
  action: publishSchedules.action,
  versionId: publishSchedules.versionId,
  runAt: publishSchedules.runAt,
  createdBy: users.name,
  createdAt: publishSchedules.createdAt,
  doneAt: publishSchedules.doneAt,
  ok: publishSchedules.ok,
  outcome: publishSchedules.outcome,
};
const select = (db: Db) => db.select(columns).from(publishSchedules).leftJoin(users, eq(users.id, publishSchedules.createdBy));
type Row = Awaited<ReturnType<typeof select>>[number];
const shown = (row: Row): PublishSchedule => ({
  id: row.id,
  action: row.action,
  version: row.versionId,
  at: row.runAt.toISOString(),
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  done_at: row.doneAt?.toISOString() ?? null,
  ok: row.ok,
  outcome: row.outcome,
});

const ofDocument = (websiteId: number, key: string) => and(eq(publishSchedules.websiteId, websiteId), eq(publishSchedules.path, key));

/** The document's waiting schedules, soonest first, then the last ten applied, newest first. */
export async function listSchedules(db: Db, websiteId: number, key: string): Promise<PublishSchedule[]> {
  const waiting = await select(db)
    .where(and(ofDocument(websiteId, key), isNull(publishSchedules.doneAt)))
    .orderBy(asc(publishSchedules.runAt), asc(publishSchedules.id));
  const done = await select(db)
    .where(and(ofDocument(websiteId, key), isNotNull(publishSchedules.doneAt)))
    .orderBy(desc(publishSchedules.doneAt), desc(publishSchedules.id))
    .limit(DONE_SHOWN);
  return [...waiting, ...done].map(shown);
}

/**
 * Schedules publishing a version of the document, or taking a page offline, at `request.at`: a time
 * to come, within a year. A version must be the document's and pass validation now; it is kept (a
 * later save does not replace it) until the schedule is applied or cancelled.
 */
export async function createSchedule(
  db: Db,
  scope: Scope,
  document: VersionedDocument<unknown>,
  request: ScheduleRequest,
  now = new Date(),
): Promise<PublishSchedule | ScheduleRefusal> {
  if (request.at.getTime() <= now.getTime()) return { status: 400, message: 'Choose a time still to come' };
  if (request.at.getTime() > now.getTime() + SCHEDULE_LIMITS.days * 86_400_000)
    return { status: 400, message: `Choose a time within ${SCHEDULE_LIMITS.days} days` };
  if (request.action === 'unpublish') {
    if (!document.unpublish)
      return { status: 400, message: 'The website’s settings cannot be taken offline: schedule publishing an earlier version instead' };
    if (request.version !== null) return { status: 400, message: 'Taking a page offline needs no version: leave version out' };
  } else if (request.version === null) return { status: 400, message: 'Choose the version to publish' };
  return oneAtATime(db, scope.websiteId, document.key, async (tx): Promise<PublishSchedule | ScheduleRefusal> => {
    if (request.version !== null) {
      const [version] = await tx
        .select({ data: pageVersions.data })
        .from(pageVersions)
        .where(and(eq(pageVersions.id, request.version), eq(pageVersions.websiteId, scope.websiteId), eq(pageVersions.path, document.key)));
      if (!version) return { status: 404, message: document.messages.noSuchVersion };
      const errors = document.problems(version.data);
      if (errors.length) return { status: 400, message: document.messages.invalid, errors };
    }
    const [{ waiting } = { waiting: 0 }] = await tx
      .select({ waiting: sql<number>`count(*)::int` })
      .from(publishSchedules)
      .where(and(ofDocument(scope.websiteId, document.key), isNull(publishSchedules.doneAt)));
    if (waiting >= SCHEDULE_LIMITS.waiting)
      return { status: 409, message: `At most ${SCHEDULE_LIMITS.waiting} changes can wait at once: cancel one first` };
    // Whole minutes: the editor takes times to the minute, and a time is never shown to the second.
    const runAt = new Date(Math.floor(request.at.getTime() / 60_000) * 60_000);
    const [made] = await tx
      .insert(publishSchedules)
      .values({
        websiteId: scope.websiteId,
        path: document.key,
        action: request.action,
        versionId: request.version,
        runAt,
        createdBy: scope.userId,
      })
      .returning({ id: publishSchedules.id });
    const [row] = await select(tx).where(eq(publishSchedules.id, made!.id));
    return shown(row!);
  });
}

/** Cancels one of the document's waiting schedules; one already applied cannot be. */
export async function cancelSchedule(db: Db, websiteId: number, key: string, id: number): Promise<{ id: number } | ScheduleRefusal> {
  const [gone] = await db
    .delete(publishSchedules)
    .where(and(ofDocument(websiteId, key), eq(publishSchedules.id, id), isNull(publishSchedules.doneAt)))
    .returning({ id: publishSchedules.id });
  return gone ?? { status: 404, message: 'There is no such change waiting: it may have been made or cancelled already' };
}

/** Applies one due schedule (its document locked): what came of it, in the owner's words. */
async function applyOne(tx: Db, row: typeof publishSchedules.$inferSelect, now: Date): Promise<{ ok: boolean; outcome: string }> {
  const document = documentFor(row.path);
  if (row.action === 'unpublish') {
    if (!document.unpublish) return { ok: false, outcome: 'Not taken offline: only a page can be' };
    await document.unpublish(tx, row.websiteId);
    return { ok: true, outcome: 'Taken offline' };
  }
  const [version] = row.versionId
    ? await tx.select({ data: pageVersions.data }).from(pageVersions).where(eq(pageVersions.id, row.versionId))
    : [];
  if (!version) return { ok: false, outcome: 'Not published: the version no longer exists' };
  // Checked again: the components' schemas may have changed since it was scheduled.
  if (document.problems(version.data).length) return { ok: false, outcome: `Not published: ${document.messages.invalid.toLowerCase()}` };
  await publishVersion(tx, row.websiteId, row.createdBy, document, row.versionId!, version.data, now);
  return { ok: true, outcome: `Published version ${row.versionId}` };
}

/**
 * Applies every schedule whose time has come by `now`, oldest first, recording what came of each.
 * Safe from any number of processes at once: one holds the schedules' lock at a time, and the others
 * then find them applied. Shoppers' caches learn of it as of any publish (the content tables' triggers).
 */
export async function applyDueSchedules(db: Db, now = new Date()): Promise<AppliedSchedule[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('publish-schedules'))`);
    const due = await tx
      .select()
      .from(publishSchedules)
      .where(and(isNull(publishSchedules.doneAt), lte(publishSchedules.runAt, now)))
      .orderBy(asc(publishSchedules.runAt), asc(publishSchedules.id))
      .limit(100)
      // Locked as read: a cancel made meanwhile waits and then finds the schedule applied (404), and
      // one that committed first is not read. Without it, a cancel answered "cancelled" for a change made anyway.
      .for('update');
    // Every document's lock first, in one order (as page moves take theirs): never one held while another waits the other way.
    const documents = new Map(due.map(({ websiteId, path }) => [`${websiteId}:${path}`, { websiteId, path }]));
    for (const [, { websiteId, path }] of [...documents].sort(([a], [b]) => (a < b ? -1 : 1))) await lockDocument(tx, websiteId, path);
    const applied: AppliedSchedule[] = [];
    for (const row of due) {
      const result = await applyOne(tx, row, now);
      await tx
        .update(publishSchedules)
        .set({ doneAt: now, ...result })
        .where(eq(publishSchedules.id, row.id));
      applied.push({ id: row.id, websiteId: row.websiteId, path: row.path, ...result });
    }
    return applied;
  });
}
