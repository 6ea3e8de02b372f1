import { and, eq } from 'drizzle-orm';
import type { Product } from '../../../src/generated/types/product';
import type { Db } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import { brandOfProduct, productColumns, toProduct } from './product-shape';

/** One product by slug, with its category for breadcrumbs and related products; null when unknown. */
export async function loadProduct(db: Db, websiteId: number, slug: string): Promise<Product | null> {
  const [row] = await db
    .select({ ...productColumns, categoryName: categories.name, categorySlug: categories.slug })
    .from(products)
    .innerJoin(brands, brandOfProduct)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.websiteId, websiteId), eq(products.slug, slug)))
    .limit(1);
  if (!row) return null;
  return { ...toProduct(row), category_name: row.categoryName, category_slug: row.categorySlug };
}
