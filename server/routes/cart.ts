import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { type AppContext, resolveSite } from '../context';
import { addresses } from '../db/schema';
import { ownerOf } from '../services/cart/cart-owner';
import { visitorCart } from '../services/cart/visitor-cart';
import { bodyProblem } from './body-problem';
import { MAX_QUANTITY } from '../../src/api/contracts/cart-limits';
import { setPackQuantity } from '../services/cart/update-cart';
import { paymentMethods } from '../services/payments/gateways';

const packId = z.int({ error: 'pack_id must be a whole number' }).positive({ error: 'pack_id must be a whole number' });
const AddBody = z.object({
  pack_id: packId,
  quantity: z.int({ error: `quantity must be a whole number from 1 to ${MAX_QUANTITY}` })
    .min(1, { error: `quantity must be a whole number from 1 to ${MAX_QUANTITY}` })
    .max(MAX_QUANTITY, { error: `quantity must be a whole number from 1 to ${MAX_QUANTITY}` }),
});
const RemoveBody = z.object({ pack_id: packId });

const FLAG: Record<string, boolean> = { '': true, 1: true, true: true, 0: false, false: false };
type CartQuery = { address_id?: unknown; payment_method?: unknown; cart_shipping_info?: unknown; groupby_delivery?: unknown };

/** GET /s/api/cart[?address_id&payment_method&cart_shipping_info&groupby_delivery], POST /s/api/cart/add {pack_id, quantity}, POST /s/api/cart/remove {pack_id}: each answers the whole cart. */
export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const methodIds = paymentMethods(ctx.gateways).map((m) => m.id);
  // ?address_id= prices delivery for one of the signed-in shopper's addresses (checkout).
  app.get<{ Querystring: CartQuery }>('/s/api/cart', async (request, reply) => {
    const { payment_method: method, cart_shipping_info: shipping, groupby_delivery: grouped } = request.query;
    for (const [name, value] of [['cart_shipping_info', shipping], ['groupby_delivery', grouped]] as const) {
      if (value !== undefined && (typeof value !== 'string' || !Object.hasOwn(FLAG, value))) return reply.code(400).send({ message: `${name} must be 1 or 0` });
    }
    if (method !== undefined && (typeof method !== 'string' || !methodIds.includes(method))) {
      return reply.code(400).send({ message: `payment_method must be one of: ${methodIds.join(', ')}` });
    }
    const site = await resolveSite(ctx, request);
    const raw = request.query.address_id;
    let deliverTo: string | undefined;
    if (raw !== undefined) {
      if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return reply.code(400).send({ message: 'address_id must be a whole number' });
      const userId = site.session?.userId;
      const [address] = userId ? await ctx.db.select({ pincode: addresses.pincode }).from(addresses)
        .where(and(eq(addresses.id, Number(raw)), eq(addresses.websiteId, site.website.id), eq(addresses.userId, userId))) : [];
      if (!address) return reply.code(404).send({ message: 'Address not found.' });
      deliverTo = address.pincode;
    }
    reply.header('cache-control', 'no-store');
    return visitorCart(ctx.db, site.website.id, site.session, deliverTo, {
      shippingInfo: shipping !== undefined && FLAG[shipping as string], groupByDelivery: grouped !== undefined && FLAG[grouped as string], paymentMethod: method as string | undefined,
    });
  });

  const change = (parse: (body: unknown) => z.ZodSafeParseResult<{ pack_id: number; quantity?: number }>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const body = parse(request.body);
      if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
      const site = await resolveSite(ctx, request);
      const owner = ownerOf(site.session);
      if (!owner) return reply.code(401).send({ message: 'Your session has expired. Please reload the page.' });
      const result = await setPackQuantity(ctx.db, site.website.id, owner, body.data.pack_id, body.data.quantity ?? 0);
      if (!result.ok) return reply.code(result.status).send({ message: result.message });
      reply.header('cache-control', 'no-store');
      return visitorCart(ctx.db, site.website.id, site.session);
    };
  app.post('/s/api/cart/add', change((body) => AddBody.safeParse(body)));
  app.post('/s/api/cart/remove', change((body) => RemoveBody.safeParse(body)));
}
