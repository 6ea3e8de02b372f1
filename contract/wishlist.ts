import * as z from 'zod/mini';
import { listOf, numericId } from './lenient';

/**
 * A wish list (spec section 3, Wishlist category: id, name). `product_ids`, the products on it, is ours:
 * absent from a store that runs only the specified API, where a product's own `wishlist` flag tells.
 */
export const WishlistCategorySchema = z.object({
  id: numericId(),
  name: z.string(),
  product_ids: z.optional(z.catch(z.array(z.number()), [])),
});
export type WishlistCategory = z.infer<typeof WishlistCategorySchema>;

/** GET /s/api/wishlist: the shopper's wish lists, returned as `WishlistCategories` (spec section 3). */
export const WishlistAnswerSchema = z.object({ WishlistCategories: listOf(WishlistCategorySchema, 'wishlists') });

/** The lists of a GET /s/api/wishlist answer; throws when the answer is no object at all. */
export const readWishlists = (body: unknown): WishlistCategory[] => WishlistAnswerSchema.parse(body).WishlistCategories;
