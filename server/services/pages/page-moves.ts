import { and, eq, sql } from 'drizzle-orm';
import type { PageData } from '../../../contract/page-data';
import { pagePathProblem } from '../../../contract/page-versions';
import { matchRoute } from '../../../contract/routes';
import type { Db } from '../../db/client';
import { pageRedirects, pages, pageVersions, previewLinks, publishSchedules } from '../../db/schema';

/** Why a rename or delete was refused, for the route to answer with. */
export type MoveRefusal = { status: 400 | 404 | 409; message: string };

const builtIn = (path: string) => matchRoute(path).route.id !== 'content';

/** Whether anything of the page is kept at `path`: its published data or a version. */
async function exists(tx: Db, websiteId: number, path: string): Promise<boolean> {
  const [published] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.websiteId, websiteId), eq(pages.path, path)));
  if (published) return true;
  const [version] = await tx
    .select({ id: pageVersions.id })
    .from(pageVersions)
    .where(and(eq(pageVersions.websiteId, websiteId), eq(pageVersions.path, path)))
    .limit(1);
  return Boolean(version);
}

/**
 * Withdraws the shared preview links of a path (a link is signed for its path, so it cannot follow a
 * rename): a page made later at that path must not be shown to whoever held a link to the old one.
 */
const withdrawLinks = (tx: Db, websiteId: number, path: string) =>
  tx.delete(previewLinks).where(and(eq(previewLinks.websiteId, websiteId), eq(previewLinks.path, path)));

/** Runs `work` with both paths locked against other moves and saves (the page-versions lock, in path order). */
function withPaths<T>(db: Db, websiteId: number, paths: string[], work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    for (const path of [...paths].sort()) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`page:${websiteId}:${path}`}))`);
    return work(tx);
  });
}

/**
 * Moves a content page (published data, every version and schedule) to a new path, and keeps a redirect from
 * the old one (redirects that led to the old path lead to the new one). The store's own pages keep
 * their paths; the new path must be free.
 */
export async function renamePage(db: Db, websiteId: number, from: string, to: string): Promise<{ path: string } | MoveRefusal> {
  const problem = pagePathProblem(to);
  if (problem) return { status: 400, message: problem };
  if (builtIn(from)) return { status: 400, message: 'The store’s own pages keep their paths' };
  if (builtIn(to)) return { status: 400, message: `${to} is one of the store’s own pages` };
  if (from === to) return { status: 400, message: 'The new path is the page’s path already' };
  return withPaths(db, websiteId, [from, to], async (tx) => {
    if (!(await exists(tx, websiteId, from))) return { status: 404, message: 'There is no page at this path' };
    if (await exists(tx, websiteId, to)) return { status: 409, message: `There is already a page at ${to}` };
    await tx
      .update(pages)
      .set({ path: to })
      .where(and(eq(pages.websiteId, websiteId), eq(pages.path, from)));
    await tx
      .update(pageVersions)
      .set({ path: to })
      .where(and(eq(pageVersions.websiteId, websiteId), eq(pageVersions.path, from)));
    await tx
      .update(publishSchedules)
      .set({ path: to })
      .where(and(eq(publishSchedules.websiteId, websiteId), eq(publishSchedules.path, from)));
    await withdrawLinks(tx, websiteId, from);
    await tx.delete(pageRedirects).where(and(eq(pageRedirects.websiteId, websiteId), eq(pageRedirects.fromPath, to)));
    await tx
      .update(pageRedirects)
      .set({ toPath: to })
      .where(and(eq(pageRedirects.websiteId, websiteId), eq(pageRedirects.toPath, from)));
    await tx
      .insert(pageRedirects)
      .values({ websiteId, fromPath: from, toPath: to })
      .onConflictDoUpdate({ target: [pageRedirects.websiteId, pageRedirects.fromPath], set: { toPath: to } });
    return { path: to };
  });
}

/**
 * Deletes a page: its published data, its versions, its schedules and the redirects that led to it. A store's own
 * page goes back to what it was before the editor (the seeded home page), else to its default.
 */
export async function deletePage(db: Db, websiteId: number, path: string): Promise<{ path: string } | MoveRefusal> {
  return withPaths(db, websiteId, [path], async (tx) => {
    if (!(await exists(tx, websiteId, path))) return { status: 404, message: 'There is no page at this path' };
    const ofPage = and(eq(pageVersions.websiteId, websiteId), eq(pageVersions.path, path));
    const [before] = builtIn(path)
      ? await tx
          .select({ data: pageVersions.data, at: pageVersions.createdAt })
          .from(pageVersions)
          .where(and(ofPage, eq(pageVersions.beforeEditor, true)))
      : [];
    // Its schedules go with it: those publishing a version with the version, those taking it offline here.
    await tx.delete(publishSchedules).where(and(eq(publishSchedules.websiteId, websiteId), eq(publishSchedules.path, path)));
    await withdrawLinks(tx, websiteId, path);
    await tx.delete(pageVersions).where(ofPage);
    if (before) {
      const data = before.data as PageData;
      await tx
        .update(pages)
        .set({ data, title: data.seo_title || path, updatedAt: before.at, publishedVersionId: null })
        .where(and(eq(pages.websiteId, websiteId), eq(pages.path, path)));
      return { path };
    }
    await tx.delete(pages).where(and(eq(pages.websiteId, websiteId), eq(pages.path, path)));
    await tx.delete(pageRedirects).where(and(eq(pageRedirects.websiteId, websiteId), eq(pageRedirects.toPath, path)));
    return { path };
  });
}

/** Where a renamed page's old path now leads, or null. */
export async function redirectFor(db: Db, websiteId: number, path: string): Promise<string | null> {
  const [row] = await db
    .select({ to: pageRedirects.toPath })
    .from(pageRedirects)
    .where(and(eq(pageRedirects.websiteId, websiteId), eq(pageRedirects.fromPath, path)));
  return row?.to ?? null;
}
