import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../src/generated/types/product';
import type { ProductQuery } from '../../src/generated/types/product-query';
import type { Db } from '../db/client';
import { brands, categories, packs, products } from '../db/schema';

const rupees = (paise: number) => paise / 100;

/** Ids of a category and all its descendants, by slug; empty when the slug is unknown. */
export async function categoryWithDescendants(db: Db, websiteId: number, slug: string): Promise<number[]> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId, slug: categories.slug })
    .from(categories).where(eq(categories.websiteId, websiteId));
  const root = rows.find((r) => r.slug === slug);
  if (!root) return [];
  const ids = [root.id];
  for (let i = 0; i < ids.length; i++) ids.push(...rows.filter((r) => r.parentId === ids[i]).map((r) => r.id));
  return ids;
}

/** Products for a carousel or grid, in the shape product cards read. */
export async function loadProductCards(db: Db, websiteId: number, query: ProductQuery): Promise<Product[]> {
  const limit = Math.min(Math.max(query.limit ?? 12, 1), 48);
  const where: SQL[] = [eq(products.websiteId, websiteId)];
  let order: SQL[] = [desc(products.createdAt), desc(products.id)];
  switch (query.source ?? 'latest') {
    case 'category': {
      const ids = await categoryWithDescendants(db, websiteId, query.category ?? '');
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
      where.push(sql`exists (select 1 from ${packs} where ${packs.productId} = ${products.id} and ${lt(packs.pricePaise, packs.actPricePaise)})`);
      break;
    default:
      break;
  }
  const rows = await db.select({
    id: products.id, name: products.name, slug: products.slug, description: products.description, info: products.info,
    medias: products.medias, brandName: brands.name, brandSlug: brands.slug,
  }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(and(...where)).orderBy(...order).limit(limit);
  if (rows.length === 0) return [];
  const packRows = await db.select().from(packs).where(inArray(packs.productId, rows.map((r) => r.id))).orderBy(asc(packs.position), asc(packs.id));
  return rows.map((row) => ({
    product_id: row.id,
    product_name: row.name,
    product_description: row.description,
    product_info: row.info,
    slug: row.slug,
    brand_name: row.brandName,
    brand_slug: row.brandSlug,
    wishlist: false,
    image: row.medias[0]?.src ?? '',
    medias: row.medias,
    packs: packRows.filter((p) => p.productId === row.id).map((p) => ({
      pack_id: p.id,
      pack_name: p.name,
      price: rupees(p.pricePaise),
      act_price: rupees(p.actPricePaise),
      // Percent packs carry the percentage off; flat packs the rupees off.
      discount: p.discountType === 'percent' ? Math.round((1 - p.pricePaise / p.actPricePaise) * 100) : rupees(p.actPricePaise - p.pricePaise),
      warehouse_id: p.warehouseId,
      discount_type: p.discountType === 'percent' || p.discountType === 'flat' ? p.discountType : null,
    })),
  }));
}
