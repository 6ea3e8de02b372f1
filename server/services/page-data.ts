import { and, eq, inArray } from 'drizzle-orm';
import type { PageData } from '../../contract/page-data';
import type { Product } from '../../src/generated/types/product';
import { matchRoute, type RouteMatch } from '../../contract/routes';
import type { Db } from '../db/client';
import { pages } from '../db/schema';
import { loadRoutePages } from '../seed/fixtures';
import type { WebsiteRow } from '../website/resolve-website';
import { loadProduct } from './catalogue/product-detail';
import { productPageFields } from './catalogue/product-seo';
import { contentMemo, type SettledContent } from './content-memo';
import { resolveComponents } from './resolve-components';

const routePages = loadRoutePages();

/**
 * The default page of the built-in route `path` is: a route without parameters, or the pattern of one
 * with them (`/products/:slug`, the template of every product page); else undefined.
 */
export function builtInPage(path: string): PageData | undefined {
  const { route } = matchRoute(path);
  if (route.id === 'content' || (route.path.includes(':') && path !== route.path)) return undefined;
  return routePages.get(route.id);
}

/** Page data found for a path; for a product page also the product it was built from. */
export type PageResult = { status: 200; page: PageData; product?: Product } | { status: 404; page: null };

/** A normalised path and its route, matched once by the caller. */
export interface PageAt {
  path: string;
  match: RouteMatch;
}

const pageResults = contentMemo<PageResult>(60_000, 200);

/**
 * Page data for a path: the store owner's page saved for that exact path, else the default page of
 * the built-in route it matches, else 404. Components' logicdata is resolved into their response.
 * From memory when content has `settled`: it is the same for every visitor.
 */
export function resolvePageData(
  db: Db,
  website: WebsiteRow,
  at: PageAt,
  origin: string,
  settled: SettledContent | null = null,
): Promise<PageResult> {
  return pageResults(settled, db, `${website.id} ${origin} ${at.path}`, () => loadPageData(db, website, at, origin));
}

async function loadPageData(db: Db, website: WebsiteRow, at: PageAt, origin: string): Promise<PageResult> {
  const result = await findPageData(db, website, at, origin);
  if (result.status === 404) return result;
  // `url`: the page's own path (spec section 3, Page data).
  return { ...result, page: { ...(await resolveComponents(db, website.id, result.page)), url: at.path } };
}

async function findPageData(db: Db, website: WebsiteRow, { path, match: { route, params } }: PageAt, origin: string): Promise<PageResult> {
  // A route with parameters (a product) may have a page of its own at its exact path, else the
  // template the owner made at its pattern (`/products/:slug`).
  const candidates = route.path.includes(':') && route.path !== path ? [path, route.path] : [path];
  const rows = await db
    .select({ path: pages.path, data: pages.data })
    .from(pages)
    .where(and(eq(pages.websiteId, website.id), inArray(pages.path, candidates)));
  const stored = rows.find((row) => row.path === path) ?? rows.find((row) => row.path === route.path);
  if (route.id === 'product') {
    const product = await loadProduct(db, website.id, params.slug ?? '');
    if (!product) return { status: 404, page: null };
    const base = stored?.data ?? routePages.get(route.id);
    return base ? { status: 200, page: { ...base, ...productPageFields(product, origin) }, product } : { status: 404, page: null };
  }
  if (stored) return { status: 200, page: stored.data };
  const fallback = route.id === 'content' ? undefined : routePages.get(route.id);
  return fallback ? { status: 200, page: fallback } : { status: 404, page: null };
}
