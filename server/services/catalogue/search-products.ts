import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../../src/generated/types/product';
import type { Db } from '../../db/client';
import { brands, products, searchWords } from '../../db/schema';
import { categoriesWithDescendants } from './product-cards';
import { type ProductListQuery, searchTerms } from './product-list-query';
import { brandOfProduct, productColumns, toProducts } from './product-shape';

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
    const ids = await categoriesWithDescendants(db, websiteId, query.categories);
    if (ids.length === 0) return { data: [], meta: { ...meta, total: 0 } };
    where.push(inArray(products.categoryId, ids));
  }
  if (query.brands.length > 0) where.push(inArray(brands.slug, query.brands));

  const terms = searchTerms(query.q);
  // Text with no letters or digits searches for nothing, rather than listing everything.
  if (query.q && terms.length === 0) return { data: [], meta: { ...meta, total: 0 } };
  const queries = await termQueries(db, terms);
  for (const query of queries) where.push(sql`${products.searchVector} @@ to_tsquery('simple', ${query})`);

  const condition = and(...where);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` })
    .from(products).innerJoin(brands, brandOfProduct).where(condition);
  const total = counted?.total ?? 0;
  if (total === 0 || (query.page - 1) * query.perPage >= total) return { data: [], meta: { ...meta, total } };

  const rows = await db.select(productColumns).from(products).innerJoin(brands, brandOfProduct).where(condition)
    .orderBy(...orderFor(query, queries)).limit(query.perPage).offset((query.page - 1) * query.perPage);
  return { data: await toProducts(db, rows), meta: { ...meta, total } };
}

/** Words shorter than this match by prefix only: trigrams of one or two letters match almost anything. */
const MIN_FUZZY_LENGTH = 3;
/** How alike (trigram similarity) a known word must be to stand in for a search word. */
const MIN_SIMILARITY = 0.4;

/** One tsquery per search word: the word as a prefix, or any known word close to it. */
async function termQueries(db: Db, terms: string[]): Promise<string[]> {
  return Promise.all(terms.map(async (term) => {
    if (term.length < MIN_FUZZY_LENGTH) return `${term}:*`;
    const similarity = sql`similarity(${searchWords.word}, ${term})`;
    const words = await db.select({ word: searchWords.word }).from(searchWords)
      .where(sql`${searchWords.word} % ${term} AND ${similarity} >= ${MIN_SIMILARITY}`)
      .orderBy(desc(similarity), asc(searchWords.word)).limit(5);
    // Terms and stored words are letters and digits only (searchTerms, to_tsvector), so they are safe tsquery operands.
    return [`${term}:*`, ...words.map((w) => w.word)].join(' | ');
  }));
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
    case 'price_asc': return [asc(products.minPricePaise), asc(products.id)];
    case 'price_desc': return [sql`${products.minPricePaise} desc nulls last`, sql`${products.id} desc nulls last`];
    case 'name': return [sql`lower(${products.name})`, asc(products.id)];
    case 'discount': return [desc(products.bestDiscount), desc(products.id)];
    case 'newest': return newest;
  }
}

const newest = [desc(products.createdAt), desc(products.id)];
