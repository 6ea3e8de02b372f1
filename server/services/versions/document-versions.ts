import { and, desc, eq, isNotNull, isNull, lt, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { pageVersions, publishSchedules, users } from '../../db/schema';
import type { PageDataError, PageVersion } from '../../../contract/page-versions';

/**
 * What differs between the documents the editor keeps versions of: a page (its key is its path) or the
 * website's settings (the key {@link SETTINGS_KEY}, which no page path can be). Drafts, conflicts,
 * publishing and history are the same for both.
 */
export interface VersionedDocument<Live> {
  /** Its versions' `page_versions.path`. */
  key: string;
  /** What would stop the data being published (none: it may be). */
  problems: (data: unknown) => PageDataError[];
  /** Makes a valid version what shoppers are served (inside the document's lock). */
  publish: (tx: Db, websiteId: number, version: number, data: unknown, at: Date) => Promise<Live>;
  /** Serves shoppers no version of it (a page: not found, or its route's default); absent when it cannot be (the settings). */
  unpublish?: (tx: Db, websiteId: number) => Promise<void>;
  /** What shoppers are served now, and the version it is (null: one made before versions, or a default). */
  live: (db: Db, websiteId: number) => Promise<{ version: number | null; at: Date | null; data: unknown }>;
  /**
   * What shoppers are served that no version holds (a seeded page, the seeded settings), and since when;
   * null when they are served a version, or a default of the code's own.
   */
  beforeEditor: (db: Db, websiteId: number) => Promise<{ data: unknown; at: Date } | null>;
  /** Records that what shoppers are served is `version` (its data unchanged). */
  adopt: (tx: Db, websiteId: number, version: number) => Promise<void>;
  /** What the owner reads when a write is refused. */
  messages: VersionMessages;
}

/** The refusals' words, per document (a page "was saved", the settings "were"). */
export interface VersionMessages {
  /** Someone (named, when known) saved a newer version since the editor opened it. */
  newer: (author: string | null) => string;
  /** Nothing saved to publish, or to build on. */
  noVersion: string;
  invalid: string;
  noSuchVersion: string;
}

/** The staff member writing, on the website the request is for. */
export interface Scope {
  websiteId: number;
  userId: number;
}

/** Where a document stands: its newest version, the published one, and whether they differ. */
export interface DocumentState {
  head: PageVersion | null;
  published: { version: number | null; at: string | null; by: string | null } | null;
  changed: boolean;
  live: unknown;
}

/** Why a write was refused, for the route to answer with. */
export type VersionRefusal =
  | { status: 400; message: string; errors?: PageDataError[] }
  | { status: 404; message: string }
  | { status: 409; message: string; head: PageVersion | null };

/** The `page_versions.path` of the website's settings: not a page path (those begin with "/"). */
export const SETTINGS_KEY = '@settings';

const author = alias(users, 'author');
const publisher = alias(users, 'publisher');

/** The document's versions, newest first, with the names of who wrote and published them; `only` narrows them. */
// Data only where one version is read: a version's data may be megabytes, and the history once loaded
// every version's to answer 3 KB (issue 36).
function versionsOf(db: Db, websiteId: number, key: string, only?: SQL, withData = true, byPublishing = false) {
  return (
    db
      .select({
        id: pageVersions.id,
        data: withData ? pageVersions.data : sql<null>`null`,
        basedOn: pageVersions.basedOn,
        author: author.name,
        createdAt: pageVersions.createdAt,
        publishedAt: pageVersions.publishedAt,
        publishedBy: publisher.name,
        beforeEditor: pageVersions.beforeEditor,
      })
      .from(pageVersions)
      .leftJoin(author, eq(author.id, pageVersions.authorId))
      .leftJoin(publisher, eq(publisher.id, pageVersions.publishedBy))
      .where(and(eq(pageVersions.websiteId, websiteId), eq(pageVersions.path, key), only))
      // What came before the editor is the oldest, whenever it was kept; published versions go by when
      // they were last published (one published again at a set time is what shoppers have).
      .orderBy(...(byPublishing ? [desc(pageVersions.publishedAt)] : []), pageVersions.beforeEditor, desc(pageVersions.id))
  );
}

type VersionRow = Awaited<ReturnType<typeof versionsOf>>[number];
const shown = (row: VersionRow): PageVersion => ({
  id: row.id,
  data: row.data,
  based_on: row.basedOn,
  author: row.author,
  created_at: row.createdAt.toISOString(),
  published_at: row.publishedAt?.toISOString() ?? null,
  published_by: row.publishedBy,
  before_editor: row.beforeEditor,
});

/** The document's newest version (draft or published), or null when it has none. */
export async function headOf(db: Db, websiteId: number, key: string): Promise<PageVersion | null> {
  const [row] = await versionsOf(db, websiteId, key).limit(1);
  return row ? shown(row) : null;
}

/** The document's newest version, and what shoppers are served (its published version, or what came before versions). */
export async function documentState(db: Db, websiteId: number, document: VersionedDocument<unknown>): Promise<DocumentState> {
  const head = await headOf(db, websiteId, document.key);
  const live = await document.live(db, websiteId);
  const [publishedRow] = live.version ? await versionsOf(db, websiteId, document.key, eq(pageVersions.id, live.version)) : [];
  const at = publishedRow?.publishedAt ?? live.at;
  const published = at ? { version: live.version, at: at.toISOString(), by: publishedRow?.publishedBy ?? null } : null;
  return { head, published, changed: head !== null && head.id !== live.version, live: live.data };
}

/** Holds the document's lock until the transaction `tx` ends (page-moves.ts takes the same one). */
export async function lockDocument(tx: Db, websiteId: number, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`page:${websiteId}:${key}`}))`);
}

/** Runs `work` with the document's versions to itself: two saves of one document never interleave. */
export function oneAtATime<T>(db: Db, websiteId: number, key: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockDocument(tx, websiteId, key);
    return work(tx);
  });
}

/**
 * Keeps what shoppers are served from before the editor (a seeded page) as the document's first version,
 * published when it was: the editor's first publish would otherwise overwrite it for good (issue 37).
 */
async function keepBeforeEditor(tx: Db, websiteId: number, document: VersionedDocument<unknown>): Promise<void> {
  const before = await document.beforeEditor(tx, websiteId);
  if (!before) return;
  const [kept] = await tx
    .insert(pageVersions)
    .values({ websiteId, path: document.key, data: before.data, createdAt: before.at, publishedAt: before.at, beforeEditor: true })
    .returning({ id: pageVersions.id });
  await document.adopt(tx, websiteId, (kept as { id: number }).id);
}

const stale = (document: VersionedDocument<unknown>, head: PageVersion | null): VersionRefusal => ({
  status: 409,
  message: head ? document.messages.newer(head.author) : document.messages.noVersion,
  head,
});

/**
 * Saves a draft: a new version based on `base`, the version the editor started from (null for the
 * first). Refused when another save came in between. The draft may not pass validation yet (nothing
 * typed is lost); `errors` says what would stop it being published. It replaces the draft before it.
 */
export async function saveVersion(
  db: Db,
  scope: Scope,
  document: VersionedDocument<unknown>,
  base: number | null,
  data: unknown,
): Promise<{ version: PageVersion; errors: PageDataError[] } | VersionRefusal> {
  return oneAtATime(db, scope.websiteId, document.key, async (tx) => {
    const head = await headOf(tx, scope.websiteId, document.key);
    if ((head?.id ?? null) !== base) return stale(document, head);
    await keepBeforeEditor(tx, scope.websiteId, document);
    await tx.insert(pageVersions).values({ websiteId: scope.websiteId, path: document.key, data, basedOn: base, authorId: scope.userId });
    const version = (await headOf(tx, scope.websiteId, document.key)) as PageVersion;
    // A draft is kept until the next save: only the newest can be published, and the history lists
    // published versions only (an editor saving as the owner types wrote a row a second). One waiting
    // to be published at a set time stays for its schedule.
    await tx
      .delete(pageVersions)
      .where(
        and(
          eq(pageVersions.websiteId, scope.websiteId),
          eq(pageVersions.path, document.key),
          isNull(pageVersions.publishedAt),
          lt(pageVersions.id, version.id),
          notExists(scheduledFor(tx)),
        ),
      );
    return { version, errors: document.problems(data) };
  });
}

/**
 * Publishes the newest version, `version`: validated again; refused while anything fails, or when a
 * newer version exists. Returns what shoppers are now served.
 */
export async function publishNewest<Live>(
  db: Db,
  scope: Scope,
  document: VersionedDocument<Live>,
  version: number,
): Promise<{ live: Live } | VersionRefusal> {
  return oneAtATime(db, scope.websiteId, document.key, async (tx): Promise<{ live: Live } | VersionRefusal> => {
    const head = await headOf(tx, scope.websiteId, document.key);
    if (!head) return { status: 404, message: document.messages.noVersion };
    if (head.id !== version) return stale(document as VersionedDocument<unknown>, head);
    const errors = document.problems(head.data);
    if (errors.length) return { status: 400, message: document.messages.invalid, errors };
    return { live: await publishVersion(tx, scope.websiteId, scope.userId, document, version, head.data, new Date()) };
  });
}

/** Makes a version (valid, checked by the caller) what shoppers are served, published `at` by `userId`; inside the document's lock. */
export async function publishVersion<Live>(
  tx: Db,
  websiteId: number,
  userId: number | null,
  document: VersionedDocument<Live>,
  version: number,
  data: unknown,
  at: Date,
): Promise<Live> {
  await tx.update(pageVersions).set({ publishedAt: at, publishedBy: userId }).where(eq(pageVersions.id, version));
  return document.publish(tx, websiteId, version, data, at);
}

/** The schedules still waiting to publish the version in the enclosing query's row (for keeping it). */
export const scheduledFor = (db: Db) =>
  db
    .select({ one: sql`1` })
    .from(publishSchedules)
    .where(and(sql`${publishSchedules.versionId} = ${pageVersions.id}`, isNull(publishSchedules.doneAt)));

/**
 * The document's published versions, the last published first (at most 100): who published each and
 * when. The last, once kept, is what shoppers were served before the editor (unless published again).
 */
export async function publishedVersions(
  db: Db,
  websiteId: number,
  document: VersionedDocument<unknown>,
): Promise<Omit<PageVersion, 'data'>[]> {
  // Kept on first sight, so that the history offers it before anything is saved.
  await oneAtATime(db, websiteId, document.key, (tx) => keepBeforeEditor(tx, websiteId, document));
  const rows = await versionsOf(db, websiteId, document.key, isNotNull(pageVersions.publishedAt), false, true).limit(100);
  return rows.map((row) => {
    const { data: _data, ...rest } = shown(row);
    return rest;
  });
}

/** One version of the document, with its data (to preview it), or null. */
export async function versionOf(db: Db, websiteId: number, key: string, id: number): Promise<PageVersion | null> {
  const [row] = await versionsOf(db, websiteId, key, eq(pageVersions.id, id));
  return row ? shown(row) : null;
}

/** Makes an earlier version the newest draft again (a copy based on `base`, the editor's current version). */
export async function restoreVersion(
  db: Db,
  scope: Scope,
  document: VersionedDocument<unknown>,
  version: number,
  base: number | null,
): Promise<{ version: PageVersion; errors: PageDataError[] } | VersionRefusal> {
  const old = await versionOf(db, scope.websiteId, document.key, version);
  if (!old) return { status: 404, message: document.messages.noSuchVersion };
  return saveVersion(db, scope, document, base, old.data);
}
