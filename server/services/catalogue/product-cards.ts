import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../../src/generated/types/product';
import type { ProductQuery } from '../../../src/generated/types/product-query';
import type { Db } from '../../db/client';
import { brands, packs, products } from '../../db/schema';
import { categoryIds } from './category-filter';
import { brandOfProduct, productColumns, toProduct } from './product-shape';

/** A carousel's or grid's `response`: the products its query (logicdata, owner input read defensively) chooses. */
export async function productCardsFor(db: Db, websiteId: number, logicdata: unknown): Promise<{ products: Product[] }> {
  const query = logicdata && typeof logicdata === 'object' ? (logicdata as ProductQuery) : {};
  return { products: await loadProductCards(db, websiteId, query) };
}

/** Products for a carousel or grid, in the shape product cards read. */
export async function loadProductCards(db: Db, websiteId: number, query: ProductQuery): Promise<Product[]> {
  const limit = Math.min(Math.max(query.limit ?? 12, 1), 48);
  const where: SQL[] = [eq(products.websiteId, websiteId)];
  let order: SQL[] = [desc(products.createdAt), desc(products.id)];
  switch (query.source ?? 'latest') {
    case 'category': {
      const ids = await categoryIds(db, websiteId, [query.category ?? '']);
      if (ids.length === 0) return [];
      where.push(inArray(products.categoryId, ids));
      break;
    }
    case 'brand':
      where.push(eq(brands.slug, query.brand ?? ''));
      break;
    case 'ids':
      if (!query.ids?.length) return [];
      where.push(inArray(products.id, query.ids.slice(0, 48)));
      order = [asc(products.id)];
      break;
    case 'discounted':
      where.push(
        sql`exists (select 1 from ${packs} where ${packs.productId} = ${products.id} and ${lt(packs.pricePaise, packs.actPricePaise)})`,
      );
      break;
    default:
      break;
  }
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, brandOfProduct)
    .where(and(...where))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toProduct);
}
