import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../../src/generated/types/product';
import type { Db } from '../../db/client';
import { brands, products } from '../../db/schema';
import { categoryIds } from './category-filter';
import { type ProductListQuery, searchTerms } from './product-list-query';
import { similarWords } from './similar-words';
import { brandOfProduct, productColumns, toProduct } from './product-shape';

/** One page of the product list with the total over all pages. */
export interface ProductPage {
  data: Product[];
  meta: { total: number; page: number; perPage: number };
}

/**
 * Searches and filters a website's products. Each search word must match a word of the name,
 * brand or description by prefix (`bis` → `biscuit`) or, through the trigram-indexed word list,
 * a similar word (`ata` → `atta`, `biscut` → `biscuits`).
 */
export async function searchProducts(db: Db, websiteId: number, query: ProductListQuery): Promise<ProductPage> {
  const meta = { page: query.page, perPage: query.perPage };
  const where: SQL[] = [eq(products.websiteId, websiteId)];
  if (query.categories.length > 0) {
    const ids = await categoryIds(db, websiteId, query.categories);
    if (ids.length === 0) return { data: [], meta: { ...meta, total: 0 } };
    where.push(inArray(products.categoryId, ids));
  }
  if (query.brands.length > 0) {
    where.push(
      inArray(
        products.brandId,
        db
          .select({ id: brands.id })
          .from(brands)
          .where(and(eq(brands.websiteId, websiteId), inArray(brands.slug, query.brands))),
      ),
    );
  }

  const terms = searchTerms(query.q);
  // Text with no letters or digits searches for nothing, rather than listing everything.
  if (query.q && terms.length === 0) return { data: [], meta: { ...meta, total: 0 } };
  const queries = await termQueries(db, terms);
  for (const tsquery of queries) where.push(sql`${products.searchVector} @@ to_tsquery('simple', ${tsquery})`);

  const condition = and(...where);
  const count = async () =>
    (
      await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(condition)
    )[0]?.total ?? 0;
  const page = (withTotal: boolean) =>
    db
      .select({ ...productColumns, total: withTotal ? sql<number>`count(*) OVER ()::int` : sql<number>`0` })
      .from(products)
      .innerJoin(brands, brandOfProduct)
      .where(condition)
      .orderBy(...orderFor(query, queries))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage);

  // Search results are few: count them in the same query. Other lists are counted from an index
  // instead, so their page can be read in sort order without visiting every matching product.
  const searching = terms.length > 0;
  const rows = await page(searching);
  const total = searching ? (rows[0]?.total ?? (query.page > 1 ? await count() : 0)) : await count();
  return { data: rows.map(toProduct), meta: { ...meta, total } };
}

/** Words shorter than this match by prefix only: trigrams of one or two letters match almost anything. */
const MIN_FUZZY_LENGTH = 3;

/** One tsquery per search word: the word as a prefix, or any known word close to it. */
async function termQueries(db: Db, terms: string[]): Promise<string[]> {
  return Promise.all(
    terms.map(async (term) => {
      const similar = term.length < MIN_FUZZY_LENGTH ? [] : await similarWords(db, term);
      // Terms and stored words are letters and digits only (searchTerms, to_tsvector), so they are safe tsquery operands.
      return [`${term}:*`, ...similar].join(' | ');
    }),
  );
}

// Every order ends with the id, so equal keys keep one order and pages never repeat or skip a product.
// Each order matches an index of products (schema.ts) exactly, null placement included.
function orderFor(query: ProductListQuery, termQueries: string[]): SQL[] {
  switch (query.sort) {
    case 'relevance': {
      if (termQueries.length === 0) return newest;
      const all = termQueries.map((q) => `(${q})`).join(' & ');
      return [sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${all})) desc`, asc(products.id)];
    }
    case 'price_asc':
      return [asc(products.minPricePaise), asc(products.id)];
    case 'price_desc':
      return [sql`${products.minPricePaise} desc nulls last`, sql`${products.id} desc nulls last`];
    case 'name':
      return [sql`lower(${products.name})`, asc(products.id)];
    case 'discount':
      return [desc(products.bestDiscount), desc(products.id)];
    case 'newest':
      return newest;
  }
}

const newest = [desc(products.createdAt), desc(products.id)];
