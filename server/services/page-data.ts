import { and, eq } from 'drizzle-orm';
import type { PageData } from '../../contract/page-data';
import { matchRoute, normalisePath } from '../../contract/routes';
import type { Db } from '../db/client';
import { pages } from '../db/schema';
import { loadRoutePages } from '../seed/fixtures';
import type { WebsiteRow } from '../website/resolve-website';
import { loadProduct } from './catalogue/product-detail';
import { productPageFields } from './catalogue/product-seo';
import { resolveComponents } from './resolve-components';

export type PageResult = { status: 200; page: PageData } | { status: 404; page: null };

const routePages = loadRoutePages();

/**
 * Page data for a path: the store owner's page saved for that exact path, else the default page of
 * the built-in route it matches, else 404. Components' logicdata is resolved into their response.
 */
export async function resolvePageData(db: Db, website: WebsiteRow, rawPath: string, origin: string): Promise<PageResult> {
  const result = await findPageData(db, website, rawPath, origin);
  // `url`: the page's own path (spec section 3, Page data).
  return result.status === 200
    ? { status: 200, page: { ...(await resolveComponents(db, website.id, result.page)), url: normalisePath(rawPath) } }
    : result;
}

async function findPageData(db: Db, website: WebsiteRow, rawPath: string, origin: string): Promise<PageResult> {
  const path = normalisePath(rawPath);
  const { route, params } = matchRoute(path);
  const [stored] = await db
    .select({ data: pages.data })
    .from(pages)
    .where(and(eq(pages.websiteId, website.id), eq(pages.path, path)));
  if (route.id === 'product') {
    const product = await loadProduct(db, website.id, params.slug ?? '');
    if (!product) return { status: 404, page: null };
    const base = stored?.data ?? routePages.get(route.id);
    return base ? { status: 200, page: { ...base, ...productPageFields(product, origin) } } : { status: 404, page: null };
  }
  if (stored) return { status: 200, page: stored.data };
  const fallback = route.id === 'content' ? undefined : routePages.get(route.id);
  return fallback ? { status: 200, page: fallback } : { status: 404, page: null };
}
