import { eq } from 'drizzle-orm';
import { shownToShoppers, validatePageData } from '../../contract/page-validation';
import { type PageDataError, pagePathProblem } from '../../contract/page-versions';
import type { PageData } from '../../contract/page-data';
import type { Db } from '../db/client';
import { pages, users } from '../db/schema';

/** Permission a staff member needs to change the store's pages. */
export const EDIT_PERMISSION = 'website_setting:edit';
/** Permission a staff member needs to open the page editor, browse and preview (spec section 6). */
export const VIEW_PERMISSION = 'website_setting:view';

export type SaveResult =
  { status: 200; page: PageData } | { status: 400; message: string; errors?: PageDataError[] } | { status: 401 | 403; message: string };

/** Whether a signed-in user of this website holds one of `permissions`. */
export async function hasPermission(db: Db, userId: number | null, websiteId: number, ...permissions: string[]): Promise<boolean> {
  if (!userId) return false;
  const [user] = await db.select({ websiteId: users.websiteId, permissions: users.permissions }).from(users).where(eq(users.id, userId));
  return !!user && user.websiteId === websiteId && permissions.some((permission) => user.permissions.includes(permission));
}

/** Whether a signed-in user may edit this website's pages. */
export const canEditPages = (db: Db, userId: number | null, websiteId: number) => hasPermission(db, userId, websiteId, EDIT_PERMISSION);

/** Validates page data with the same schemas as the storefront and stores it; invalid data stores nothing. */
export async function savePage(db: Db, websiteId: number, path: string, body: unknown): Promise<SaveResult> {
  const pathProblem = pagePathProblem(path);
  if (pathProblem) return { status: 400, message: pathProblem };
  const result = validatePageData(body);
  if (!result.ok) return { status: 400, message: 'The page data is invalid', errors: result.errors };
  const page = shownToShoppers(result.page as unknown as PageData);
  await db
    .insert(pages)
    .values({ websiteId, path, title: page.seo_title || path, data: page, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [pages.websiteId, pages.path],
      set: { data: page, title: page.seo_title || path, updatedAt: new Date() },
    });
  return { status: 200, page };
}
