import * as z from 'zod/mini';

/** A shopper's wish list as GET /s/api/wishlist gives it. */
export const WishlistCategorySchema = z.object({ id: z.number(), name: z.string(), product_ids: z.catch(z.array(z.number()), []) });
export type WishlistCategory = z.infer<typeof WishlistCategorySchema>;
/** GET /s/api/wishlist: the shopper's wish lists ("WishlistCategories"). */
export const WishlistCategoriesSchema = z.array(WishlistCategorySchema);
