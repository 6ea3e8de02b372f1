import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { type AppContext, signedIn } from '../context';
import { loadProductCards } from '../services/catalogue/product-cards';
import { createWishlist, deleteWishlist, listWishlists, renameWishlist, toggleWishlistItem } from '../services/wishlist/wishlists';
import { bodyProblem } from './body-problem';
import { idField } from './id-field';
import { idParam } from './id-param';

const CategoryBody = z.object({
  name: z
    .string({ error: 'Please enter a name for the wishlist' })
    .trim()
    .min(1, { error: 'Please enter a name for the wishlist' })
    .max(60, { error: 'A wishlist name must be at most 60 characters' }),
});
const UpdateBody = z.object({ product_id: idField('product_id'), wishlist_category_id: idField('wishlist_category_id') });

/**
 * Wishlists of the signed-in shopper: GET /s/api/wishlist (lists with their product ids), GET
 * /s/api/wishlist/products (product cards on any list), POST /s/api/wishlistCategory {name}, POST
 * /s/api/wishlist/update {product_id, wishlist_category_id} (toggles); ours (issue 35): PUT and DELETE
 * /s/api/wishlistCategory/{id} rename and delete a list.
 */
export function wishlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  const owner = (request: FastifyRequest) => signedIn(ctx, request, 'Please sign in to use wishlists');

  app.get('/s/api/wishlist', async (request, reply) => {
    const who = await owner(request);
    reply.header('cache-control', 'no-store');
    return { WishlistCategories: await listWishlists(ctx.db, who) };
  });

  app.get('/s/api/wishlist/products', async (request, reply) => {
    const who = await owner(request);
    // The most recently added 48, in list order.
    const ids = [...new Set((await listWishlists(ctx.db, who)).flatMap((l) => l.product_ids))].slice(0, 48);
    const cards = await loadProductCards(ctx.db, who.websiteId, { source: 'ids', ids, limit: 48 });
    const position = new Map(ids.map((id, index) => [id, index]));
    reply.header('cache-control', 'no-store');
    return cards
      .sort((a, b) => (position.get(a.product_id) ?? 0) - (position.get(b.product_id) ?? 0))
      .map((card) => ({ ...card, wishlist: true }));
  });

  app.post('/s/api/wishlistCategory', async (request, reply) => {
    const body = CategoryBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const who = await owner(request);
    const result = await createWishlist(ctx.db, who, body.data.name);
    if (!result.ok) return reply.code(result.status).send({ message: result.message });
    return reply.code(201).send(result.list);
  });

  const notFound = { message: 'Wishlist not found' };

  app.put<{ Params: { id: string } }>('/s/api/wishlistCategory/:id', async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return reply.code(404).send(notFound);
    const body = CategoryBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const result = await renameWishlist(ctx.db, await owner(request), id, body.data.name);
    if (!result.ok) return reply.code(result.status).send({ message: result.message });
    return result.list;
  });

  app.delete<{ Params: { id: string } }>('/s/api/wishlistCategory/:id', async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return reply.code(404).send(notFound);
    if (!(await deleteWishlist(ctx.db, await owner(request), id))) return reply.code(404).send(notFound);
    return { ok: true };
  });

  app.post('/s/api/wishlist/update', async (request, reply) => {
    const body = UpdateBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const who = await owner(request);
    const result = await toggleWishlistItem(ctx.db, who, body.data.product_id, body.data.wishlist_category_id);
    if (!result.ok) return reply.code(result.status).send({ message: result.message });
    return {
      product_id: body.data.product_id,
      wishlist_category_id: body.data.wishlist_category_id,
      in_list: result.inList,
      wishlist: result.wishlist,
    };
  });
}
