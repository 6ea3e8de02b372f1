import { migratePage } from './migrations/migrate-page';
import { parseCurrentPageData, type PageData } from './page-data';

/**
 * Reads untrusted page data of any format: an older one of ours, or another store's page builder
 * (spec section 3), is migrated to the current one first (its components named and shaped as our
 * types take them), then read as parseCurrentPageData does.
 */
export function parsePageData(raw: unknown): PageData {
  return parseCurrentPageData(migratePage(raw));
}
