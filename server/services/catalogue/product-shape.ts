import { asc, eq, inArray } from 'drizzle-orm';
import type { Product } from '../../../src/generated/types/product';
import type { Db } from '../../db/client';
import { brands, packs, products } from '../../db/schema';

/** Columns every product answer selects (join `brands` on the product's brand). */
export const productColumns = {
  id: products.id, name: products.name, slug: products.slug, description: products.description, info: products.info,
  medias: products.medias, brandName: brands.name, brandSlug: brands.slug,
};
export const brandOfProduct = eq(brands.id, products.brandId);

/** A row selected with `productColumns`. */
export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  info: string | null;
  medias: { src: string }[];
  brandName: string;
  brandSlug: string;
}

const rupees = (paise: number) => paise / 100;

/** Turns product rows into the API's product shape, with their packs, keeping the rows' order. */
export async function toProducts(db: Db, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const packRows = await db.select().from(packs)
    .where(inArray(packs.productId, rows.map((r) => r.id))).orderBy(asc(packs.position), asc(packs.id));
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
