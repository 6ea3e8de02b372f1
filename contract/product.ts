import * as z from 'zod/mini';

/** A pack (size) of a product with its price in rupees. */
export const PackSchema = z.object({
  pack_id: z.number(),
  pack_name: z.string(),
  price: z.number(),
  act_price: z.number(),
  discount: z.number(),
  warehouse_id: z.number(),
  discount_type: z.catch(z.nullable(z.enum(['percent', 'flat'])), null),
});
export type Pack = z.infer<typeof PackSchema>;

const ProductFields = z.object({
  product_id: z.number(),
  product_name: z.string(),
  product_description: z.optional(z.nullable(z.string())),
  product_info: z.optional(z.nullable(z.string())),
  brand_name: z.string(),
  slug: z.string(),
  brand_slug: z.string(),
  wishlist: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
  medias: z.array(z.object({ src: z.string() })),
  image: z.optional(z.string()),
  packs: z.array(PackSchema),
  category_name: z.optional(z.string()),
  category_slug: z.optional(z.string()),
});

/** A product as the store API answers it; `image` defaults to the first media. */
export const ProductSchema = z.pipe(ProductFields, z.transform((p) => ({ ...p, image: p.image || p.medias[0]?.src || '' })));
export type ProductData = z.infer<typeof ProductSchema>;

/** One page of GET /s/api/products. */
export const ProductPageSchema = z.object({
  data: z.array(ProductSchema),
  meta: z.object({ total: z.number(), page: z.number(), perPage: z.number() }),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;
