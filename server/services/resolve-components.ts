import { asc, eq, isNull, and } from 'drizzle-orm';
import type { PageData } from '../../contract/page-data';
import { canonicalName } from '../../src/generated/components';
import type { ProductQuery } from '../../src/generated/types/product-query';
import type { Db } from '../db/client';
import { brands, categories } from '../db/schema';
import { loadProductCards } from './catalogue/product-cards';

type Placed = PageData['data'][number];
const asQuery = (logicdata: unknown): ProductQuery => (logicdata && typeof logicdata === 'object' ? (logicdata as ProductQuery) : {});

/** What the server fills in as `response` for each component type that has one. */
const resolvers: Partial<Record<string, (db: Db, websiteId: number, component: Placed) => Promise<unknown>>> = {
  'product-carousel': async (db, websiteId, c) => ({ products: await loadProductCards(db, websiteId, asQuery(c.logicdata)) }),
  'product-grid': async (db, websiteId, c) => ({ products: await loadProductCards(db, websiteId, asQuery(c.logicdata)) }),
  'category-carousel': async (db, websiteId, c) => {
    const parentSlug = (c.logicdata as { parent?: unknown } | undefined)?.parent;
    let parentId: number | null = null;
    if (typeof parentSlug === 'string' && parentSlug) {
      const [parent] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.websiteId, websiteId), eq(categories.slug, parentSlug)));
      if (!parent) return { categories: [] };
      parentId = parent.id;
    }
    const rows = await db
      .select({ id: categories.id, name: categories.name, slug: categories.slug, image: categories.image })
      .from(categories)
      .where(and(eq(categories.websiteId, websiteId), parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId)))
      .orderBy(asc(categories.position), asc(categories.id));
    return { categories: rows };
  },
  'brand-carousel': async (db, websiteId) => ({
    brands: await db
      .select({ id: brands.id, name: brands.name, slug: brands.slug, image: brands.image })
      .from(brands)
      .where(eq(brands.websiteId, websiteId))
      .orderBy(asc(brands.name))
      .limit(48),
  }),
};

/** Resolves each component's `logicdata` into `response`, so the page renders from one request. */
export async function resolveComponents(db: Db, websiteId: number, page: PageData): Promise<PageData> {
  if (!Array.isArray(page.data)) return page;
  const data = await Promise.all(
    page.data.map(async (component) => {
      const name = component && typeof component.name === 'string' ? canonicalName(component.name) : null;
      const resolve = name ? resolvers[name] : undefined;
      return resolve ? { ...component, response: await resolve(db, websiteId, component) } : component;
    }),
  );
  return { ...page, data };
}
