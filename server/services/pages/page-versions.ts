import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageData } from '../../../contract/page-data';
import type { Db } from '../../db/client';
import { pages, pageVersions, users } from '../../db/schema';
import { builtInPage } from '../page-data';
import { shownToShoppers, validatePageData } from '../../../contract/page-validation';
import type { PageDataError, PageState, PageVersion } from '../../../contract/page-versions';

/** Why a write was refused, for the route to answer with. */
export type VersionRefusal =
  | { status: 400; message: string; errors?: PageDataError[] }
  | { status: 404; message: string }
  | { status: 409; message: string; head: PageVersion | null };

const author = alias(users, 'author');
const publisher = alias(users, 'publisher');

/** The page's versions, newest first, with the names of who wrote and published them; `only` narrows them. */
function versionsOf(db: Db, websiteId: number, path: string, only?: SQL) {
  return db
    .select({
      id: pageVersions.id,
      data: pageVersions.data,
      basedOn: pageVersions.basedOn,
      author: author.name,
      createdAt: pageVersions.createdAt,
      publishedAt: pageVersions.publishedAt,
      publishedBy: publisher.name,
    })
    .from(pageVersions)
    .leftJoin(author, eq(author.id, pageVersions.authorId))
    .leftJoin(publisher, eq(publisher.id, pageVersions.publishedBy))
    .where(and(eq(pageVersions.websiteId, websiteId), eq(pageVersions.path, path), only))
    .orderBy(desc(pageVersions.id));
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
});

/** The page's newest version (draft or published), or null when it has none. */
export async function headOf(db: Db, websiteId: number, path: string): Promise<PageVersion | null> {
  const [row] = await versionsOf(db, websiteId, path).limit(1);
  return row ? shown(row) : null;
}

/** The page's newest version, and what shoppers see (its published version, or a page saved before versions). */
export async function pageState(db: Db, websiteId: number, path: string): Promise<PageState> {
  const head = await headOf(db, websiteId, path);
  const [live] = await db
    .select({ version: pages.publishedVersionId, at: pages.updatedAt, data: pages.data })
    .from(pages)
    .where(and(eq(pages.websiteId, websiteId), eq(pages.path, path)));
  const [publishedRow] = live?.version ? await versionsOf(db, websiteId, path, eq(pageVersions.id, live.version)) : [];
  const published = live
    ? { version: live.version, at: (publishedRow?.publishedAt ?? live.at).toISOString(), by: publishedRow?.publishedBy ?? null }
    : null;
  return { path, head, published, changed: head !== null && head.id !== live?.version, live: live?.data ?? builtInPage(path) ?? null };
}

/** Runs `work` with the page's versions to itself: two saves of one page never interleave. */
function onePageAtATime<T>(db: Db, websiteId: number, path: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`page:${websiteId}:${path}`}))`);
    return work(tx);
  });
}

const stale = (head: PageVersion | null): VersionRefusal => ({
  status: 409,
  message: head
    ? `This page was saved${head.author ? ` by ${head.author}` : ''} since you opened it: your changes are kept, compare them with the newer version`
    : 'This page has no saved version to build on',
  head,
});

/**
 * Saves a draft: a new version of the page based on `base`, the version the editor started from
 * (null for a page's first). Refused when another save came in between. The draft may not pass
 * validation yet (nothing typed is lost); `errors` says what would stop it being published.
 */
export async function saveDraft(
  db: Db,
  scope: { websiteId: number; userId: number },
  path: string,
  base: number | null,
  data: unknown,
): Promise<{ version: PageVersion; errors: PageDataError[] } | VersionRefusal> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { status: 400, message: 'The page must be an object' };
  return onePageAtATime(db, scope.websiteId, path, async (tx) => {
    const head = await headOf(tx, scope.websiteId, path);
    if ((head?.id ?? null) !== base) return stale(head);
    await tx.insert(pageVersions).values({ websiteId: scope.websiteId, path, data, basedOn: base, authorId: scope.userId });
    const version = (await headOf(tx, scope.websiteId, path)) as PageVersion;
    const validation = validatePageData(data);
    return { version, errors: validation.ok ? [] : validation.errors };
  });
}

/**
 * Publishes the page's newest version, `version`: validated again with the storefront's own
 * validators (migrations first); refused while anything fails, or when a newer version exists.
 */
export async function publishVersion(
  db: Db,
  scope: { websiteId: number; userId: number },
  path: string,
  version: number,
): Promise<{ state: PageState; page: PageData } | VersionRefusal> {
  const outcome = await onePageAtATime(db, scope.websiteId, path, async (tx): Promise<{ page: PageData } | VersionRefusal> => {
    const head = await headOf(tx, scope.websiteId, path);
    if (!head) return { status: 404, message: 'This page has no saved version' };
    if (head.id !== version) return stale(head);
    const validation = validatePageData(head.data);
    if (!validation.ok)
      return { status: 400, message: 'The page cannot be published until every error is put right', errors: validation.errors };
    const page = shownToShoppers(validation.page as unknown as PageData);
    const now = new Date();
    await tx.update(pageVersions).set({ publishedAt: now, publishedBy: scope.userId }).where(eq(pageVersions.id, version));
    await tx
      .insert(pages)
      .values({ websiteId: scope.websiteId, path, title: page.seo_title || path, data: page, updatedAt: now, publishedVersionId: version })
      .onConflictDoUpdate({
        target: [pages.websiteId, pages.path],
        set: { data: page, title: page.seo_title || path, updatedAt: now, publishedVersionId: version },
      });
    return { page };
  });
  if ('status' in outcome) return outcome;
  return { state: await pageState(db, scope.websiteId, path), page: outcome.page };
}

/** The page's published versions, newest first (at most 100): who published each and when. */
export async function publishedVersions(db: Db, websiteId: number, path: string): Promise<Omit<PageVersion, 'data'>[]> {
  const rows = await versionsOf(db, websiteId, path, isNotNull(pageVersions.publishedAt)).limit(100);
  return rows.map((row) => {
    const { data: _data, ...rest } = shown(row);
    return rest;
  });
}

/** One version of the page, with its data (to preview it), or null. */
export async function versionOf(db: Db, websiteId: number, path: string, id: number): Promise<PageVersion | null> {
  const [row] = await versionsOf(db, websiteId, path, eq(pageVersions.id, id));
  return row ? shown(row) : null;
}

/** Makes an earlier version the newest draft again (a copy based on `base`, the editor's current version). */
export async function restoreVersion(
  db: Db,
  scope: { websiteId: number; userId: number },
  path: string,
  version: number,
  base: number | null,
): Promise<{ version: PageVersion; errors: PageDataError[] } | VersionRefusal> {
  const [old] = await db
    .select({ data: pageVersions.data })
    .from(pageVersions)
    .where(and(eq(pageVersions.websiteId, scope.websiteId), eq(pageVersions.path, path), eq(pageVersions.id, version)));
  if (!old) return { status: 404, message: 'There is no such version of this page' };
  return saveDraft(db, scope, path, base, old.data);
}
