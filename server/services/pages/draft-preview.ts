import { type PageData } from '../../../contract/page-data';
import { parsePageData } from '../../../contract/read-page-data';
import { shownToShoppers } from '../../../contract/page-validation';
import type { Db } from '../../db/client';
import { EDIT_PERMISSION, hasPermission, VIEW_PERMISSION } from '../save-page';
import { headOf } from '../versions/document-versions';

/** The page's newest version as shoppers would be served it once published (hidden components left out); null without versions. */
export async function newestAsPublished(db: Db, websiteId: number, path: string): Promise<PageData | null> {
  const head = await headOf(db, websiteId, path);
  const raw = head?.data as { data?: unknown } | undefined;
  if (!raw) return null;
  return parsePageData(Array.isArray(raw.data) ? shownToShoppers(raw as { data: unknown[] }) : raw);
}

/**
 * The page's newest version, for a staff member who may open the editor; null for anyone else or a
 * page without versions. What `?preview=draft` shows on the real store.
 */
export async function draftPreview(db: Db, websiteId: number, userId: number, path: string): Promise<PageData | null> {
  if (!(await hasPermission(db, userId, websiteId, VIEW_PERMISSION, EDIT_PERMISSION))) return null;
  return newestAsPublished(db, websiteId, path);
}
