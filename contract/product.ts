import * as z from 'zod/mini';
import { listOf, numericId } from './lenient';

/** A pack (size) of a product with its price in rupees. */
export const PackSchema = z.object({
  pack_id: numericId(),
  pack_name: z.string(),
  price: z.number(),
  act_price: z.number(),
  discount: z.number(),
  warehouse_id: numericId(),
  /** Any nullable string (spec section 3); `percent` and `flat` are the ones the storefront words. */
  discount_type: z.catch(z.nullable(z.string()), null),
  /** Extension: the most of this pack one order may hold, when the store limits it. */
  max_quantity: z.catch(z.optional(z.number()), undefined),
});
export type Pack = z.infer<typeof PackSchema>;

const ProductFields = z.object({
  product_id: numericId(),
  product_name: z.string(),
  /** Any type (spec section 3): HTML text, a list, or named parts; see rich-text.ts. */
  product_description: z.optional(z.unknown()),
  product_info: z.optional(z.unknown()),
  /** May be null or absent in a store's answer: read as ''. */
  brand_name: z.catch(z.string(), ''),
  slug: z.string(),
  brand_slug: z.catch(z.string(), ''),
  wishlist: z.pipe(
    z.optional(z.nullable(z.boolean())),
    z.transform((v) => v ?? false),
  ),
  medias: z.array(z.object({ src: z.string() })),
  image: z.optional(z.string()),
  packs: z.array(PackSchema),
  category_name: z.optional(z.string()),
  category_slug: z.optional(z.string()),
});

/** A product as the store API answers it; `image` defaults to the first media. */
export const ProductSchema = z.pipe(
  ProductFields,
  z.transform((p) => ({ ...p, image: p.image || p.medias[0]?.src || '' })),
);
export type ProductData = z.infer<typeof ProductSchema>;

/** One page of GET /s/api/products: items as `data`, the total as `meta.total` (spec section 7); `meta.page` and `meta.perPage` are our extension. */
export const ProductPageSchema = z.object({
  data: listOf(ProductSchema, 'products'),
  meta: z.object({ total: z.number(), page: z.optional(z.number()), perPage: z.optional(z.number()) }),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;
