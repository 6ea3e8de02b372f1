import type { FastifyRequest } from 'fastify';
import type { Product } from '../../../src/generated/types/product';
import type { AppContext } from '../../context';
import { loadSession, sessionCookie } from '../../security/session';
import { wishlistedAmong } from '../wishlist/wishlists';

/** Which of these products the signed-in visitor has on a wish list (none for a guest, without a query). */
export async function wishlistedFor(
  ctx: AppContext,
  request: FastifyRequest,
  websiteId: number,
  productIds: number[],
): Promise<Set<number>> {
  if (!sessionCookie(request)) return new Set();
  const session = await loadSession(ctx.db, ctx.secret, request, websiteId);
  return session?.userId ? wishlistedAmong(ctx.db, { websiteId, userId: session.userId }, productIds) : new Set();
}

/** A product as GET /s/api/products/{slug} answers it: `wishlist: true` when the visitor has it on a list. */
export async function productForVisitor(ctx: AppContext, request: FastifyRequest, websiteId: number, product: Product): Promise<Product> {
  const wished = await wishlistedFor(ctx, request, websiteId, [product.product_id]);
  return wished.size ? { ...product, wishlist: true } : product;
}
