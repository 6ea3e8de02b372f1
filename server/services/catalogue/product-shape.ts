import { eq, sql } from 'drizzle-orm';
import type { Product } from '../../../src/generated/types/product';
import { brands, products } from '../../db/schema';
import { rupees } from '../money';
import { packLimit } from '../cart/pack-limit';

interface PackRow {
  id: number;
  name: string;
  price_paise: number;
  act_price_paise: number;
  discount_type: string | null;
  warehouse_id: number;
  max_per_order: number | null;
}

/** Columns every product answer selects (join `brands` on the product's brand); packs come along in the same query. */
export const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  info: products.info,
  medias: products.medias,
  brandName: brands.name,
  brandSlug: brands.slug,
  packs: sql<PackRow[]>`(SELECT coalesce(json_agg(json_build_object(
    'id', k.id, 'name', k.name, 'price_paise', k.price_paise, 'act_price_paise', k.act_price_paise,
    'discount_type', k.discount_type, 'warehouse_id', k.warehouse_id, 'max_per_order', k.max_per_order) ORDER BY k.position, k.id), '[]'::json)
    FROM packs k WHERE k.product_id = ${products.id})`,
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
  packs: PackRow[];
}

/** A product row in the API's product shape. */
export function toProduct(row: ProductRow): Product {
  return {
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
    packs: row.packs.map((p) => ({
      pack_id: p.id,
      pack_name: p.name,
      price: rupees(p.price_paise),
      act_price: rupees(p.act_price_paise),
      // Percent packs carry the percentage off; flat packs the rupees off.
      discount:
        p.discount_type === 'percent'
          ? Math.round((1 - p.price_paise / p.act_price_paise) * 100)
          : rupees(p.act_price_paise - p.price_paise),
      warehouse_id: p.warehouse_id,
      discount_type: p.discount_type === 'percent' || p.discount_type === 'flat' ? p.discount_type : null,
      ...(p.max_per_order === null ? {} : { max_quantity: packLimit(p.max_per_order) }),
    })),
  };
}
