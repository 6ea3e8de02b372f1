import { and, asc, eq } from 'drizzle-orm';
import type { PageData } from '../../src/api/contracts/page-data';
import { matchRoute, normalisePath } from '../../src/router/routes';
import type { Db } from '../db/client';
import { pages, products } from '../db/schema';
import { loadRoutePages } from '../seed/fixtures';
import type { WebsiteRow } from '../website/resolve-website';
import { resolveComponents } from './resolve-components';

export type PageResult = { status: 200; page: PageData } | { status: 404; page: null };

const routePages = loadRoutePages();

/**
 * Page data for a path: the store owner's page saved for that exact path, else the default page of
 * the built-in route it matches, else 404. Components' logicdata is resolved into their response.
 */
export async function resolvePageData(db: Db, website: WebsiteRow, rawPath: string): Promise<PageResult> {
  const result = await findPageData(db, website, rawPath);
  return result.status === 200 ? { status: 200, page: await resolveComponents(db, website.id, result.page) } : result;
}

async function findPageData(db: Db, website: WebsiteRow, rawPath: string): Promise<PageResult> {
  const path = normalisePath(rawPath);
  const { route, params } = matchRoute(path);
  const [stored] = await db.select({ data: pages.data }).from(pages)
    .where(and(eq(pages.websiteId, website.id), eq(pages.path, path)));
  if (route.id === 'product') {
    const product = await findProduct(db, website.id, params.slug ?? '');
    if (!product) return { status: 404, page: null };
    const base = stored?.data ?? routePages.get(route.id);
    return base ? { status: 200, page: { ...base, ...productSeo(product) } } : { status: 404, page: null };
  }
  if (stored) return { status: 200, page: stored.data };
  const fallback = route.id === 'content' ? undefined : routePages.get(route.id);
  return fallback ? { status: 200, page: fallback } : { status: 404, page: null };
}

async function findProduct(db: Db, websiteId: number, slug: string) {
  const [row] = await db.select({ name: products.name, description: products.description, medias: products.medias })
    .from(products).where(and(eq(products.websiteId, websiteId), eq(products.slug, slug))).orderBy(asc(products.id)).limit(1);
  return row;
}

function productSeo(product: { name: string; description: string | null; medias: { src: string }[] }) {
  return {
    seo_title: product.name,
    seo_description: (product.description ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300),
    seo_image: product.medias[0]?.src ?? null,
  };
}
