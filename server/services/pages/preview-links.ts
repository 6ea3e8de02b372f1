import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { PageData } from '../../../contract/page-data';
import { pagePathProblem } from '../../../contract/page-versions';
import { type PreviewLink, SHARE_PARAM } from '../../../contract/preview-links';
import type { Db } from '../../db/client';
import { previewLinks, users } from '../../db/schema';
import { safeEqual, sign } from '../../security/signing';
import { headOf, type Scope } from '../versions/document-versions';
import { newestAsPublished } from './draft-preview';

export type PreviewRefusal = { status: 400 | 404; message: string };

interface LinkRow {
  id: number;
  websiteId: number;
  path: string;
  expiresAt: Date;
}

/** The signature binds the link to its website, path and expiry: changing any of them in the link breaks it. */
const signatureOf = (secret: string, row: LinkRow) =>
  sign(secret, `preview|${row.websiteId}|${row.id}|${row.path}|${row.expiresAt.getTime()}`);
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

const columns = {
  id: previewLinks.id,
  websiteId: previewLinks.websiteId,
  path: previewLinks.path,
  expiresAt: previewLinks.expiresAt,
  createdBy: users.name,
  createdAt: previewLinks.createdAt,
};
const shown = (secret: string, row: LinkRow & { createdBy: string | null; createdAt: Date }): PreviewLink => ({
  id: row.id,
  path: row.path,
  url: `${row.path}?${SHARE_PARAM}=${row.id}.${signatureOf(secret, row)}`,
  expires_at: row.expiresAt.toISOString(),
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
});

/** The page's links that still work, newest first. */
export async function listPreviewLinks(db: Db, secret: string, websiteId: number, path: string, now = new Date()): Promise<PreviewLink[]> {
  const rows = await db
    .select(columns)
    .from(previewLinks)
    .leftJoin(users, eq(users.id, previewLinks.createdBy))
    .where(and(eq(previewLinks.websiteId, websiteId), eq(previewLinks.path, path), gt(previewLinks.expiresAt, now)))
    .orderBy(desc(previewLinks.id));
  return rows.map((row) => shown(secret, row));
}

/** A new link to the page's newest version, working for `hours`; the website's expired links go meanwhile. */
export async function createPreviewLink(
  db: Db,
  secret: string,
  scope: Scope,
  path: string,
  hours: number,
  now = new Date(),
): Promise<PreviewLink | PreviewRefusal> {
  const problem = pagePathProblem(path);
  if (problem) return { status: 400, message: problem };
  if (path.includes(':')) return { status: 400, message: 'A template of a route’s pages has no address of its own to share' };
  if (!(await headOf(db, scope.websiteId, path)))
    return { status: 404, message: 'Save a draft of this page first: a preview link shows its newest version' };
  await db.delete(previewLinks).where(and(eq(previewLinks.websiteId, scope.websiteId), lte(previewLinks.expiresAt, now)));
  // Whole seconds: the expiry is signed, and the database keeps microseconds at most.
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + hours * 3_600_000);
  const [made] = await db
    .insert(previewLinks)
    .values({ websiteId: scope.websiteId, path, expiresAt, createdBy: scope.userId })
    .returning({ id: previewLinks.id, createdAt: previewLinks.createdAt });
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, scope.userId));
  return shown(secret, {
    id: made!.id,
    websiteId: scope.websiteId,
    path,
    expiresAt,
    createdBy: author?.name ?? null,
    createdAt: made!.createdAt,
  });
}

/** Withdraws one of the website's links: it stops working at once. */
export async function withdrawPreviewLink(db: Db, websiteId: number, id: number): Promise<{ id: number } | PreviewRefusal> {
  const [gone] = await db
    .delete(previewLinks)
    .where(and(eq(previewLinks.websiteId, websiteId), eq(previewLinks.id, id)))
    .returning({ id: previewLinks.id });
  return gone ?? { status: 404, message: 'There is no such preview link: it may have been withdrawn already' };
}

/**
 * What a shared link shows at `path`: the page's newest version as it would be published, when the
 * token is this website's, for this path, signed by this server, not expired and not withdrawn; else null.
 */
export async function sharedPreview(
  db: Db,
  secret: string,
  websiteId: number,
  path: string,
  token: string,
  now = new Date(),
): Promise<PageData | null> {
  const parts = TOKEN.exec(token);
  if (!parts || Number(parts[1]) > 2_147_483_647) return null;
  const [row] = await db
    .select({ id: previewLinks.id, websiteId: previewLinks.websiteId, path: previewLinks.path, expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .where(and(eq(previewLinks.id, Number(parts[1])), eq(previewLinks.websiteId, websiteId)));
  if (!row || row.path !== path || row.expiresAt <= now || !safeEqual(parts[2]!, signatureOf(secret, row))) return null;
  return newestAsPublished(db, websiteId, path);
}
