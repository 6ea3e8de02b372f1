import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { type AppContext, resolveSite, sessionForWrite } from '../context';
import { ownerOfSession } from '../services/cart/cart-owner';
import { findAddress } from '../services/addresses/address-book';
import { visitorCart } from '../services/cart/visitor-cart';
import { bodyProblem } from './body-problem';
import { idField } from './id-field';
import { SHIPPING_PROBLEM, shippingChoicesOfQuery } from './shipping-choices';
import { changePack, type PackOperation } from '../services/cart/update-cart';
import { paymentMethods } from '../services/payments/gateways';

const AddBody = z.object({ pack_id: idField('pack_id'), warehouse_id: idField('warehouse_id') });
const RemoveBody = z.object({
  pack_id: idField('pack_id'),
  remove: z.boolean({ error: 'remove must be true (take the line out) or false (take one off)' }),
  warehouse_id: idField('warehouse_id').optional(),
});

const FLAG: Record<string, boolean> = { '': true, 1: true, true: true, 0: false, false: false };
type CartQuery = { address_id?: unknown; payment_method?: unknown; cart_shipping_info?: unknown; groupby_delivery?: unknown };

/**
 * GET /s/api/cart[?address_id&payment_method&cart_shipping_info&groupby_delivery], POST /s/api/cart/add
 * {pack_id, warehouse_id} (one unit more), POST /s/api/cart/remove {pack_id, remove, warehouse_id?}
 * (remove: true takes the line out, false one unit off): each answers the whole cart.
 */
export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const methods = paymentMethods(ctx.gateways);
  const methodIds = methods.map((m) => m.id);
  app.get<{ Querystring: CartQuery }>('/s/api/cart', async (request, reply) => {
    const { payment_method: method, cart_shipping_info: shipping, groupby_delivery: grouped, address_id: addressId } = request.query;
    if (grouped !== undefined && (typeof grouped !== 'string' || !Object.hasOwn(FLAG, grouped)))
      return reply.code(400).send({ message: 'groupby_delivery must be 1 or 0' });
    if (method !== undefined && method !== '' && (typeof method !== 'string' || !methodIds.includes(method))) {
      return reply.code(400).send({ message: `payment_method must be one of: ${methodIds.join(', ')}` });
    }
    const choices = shipping === undefined || shipping === '' ? [] : typeof shipping === 'string' ? shippingChoicesOfQuery(shipping) : null;
    if (!choices) return reply.code(400).send({ message: SHIPPING_PROBLEM });
    const site = await resolveSite(ctx, request);
    let deliverTo: string | undefined;
    if (addressId !== undefined) {
      if (typeof addressId !== 'string' || !/^\d{1,9}$/.test(addressId))
        return reply.code(400).send({ message: 'address_id must be a whole number' });
      const userId = site.session?.userId;
      const address = userId ? await findAddress(ctx.db, { websiteId: site.website.id, userId }, Number(addressId)) : null;
      if (!address) return reply.code(404).send({ message: 'Address not found.' });
      deliverTo = address.pincode;
    }
    reply.header('cache-control', 'no-store');
    return visitorCart(ctx.db, site.website.id, site.session, {
      deliverTo,
      paymentMethods: methods,
      choices,
      groupByDelivery: grouped !== undefined && FLAG[grouped as string],
    });
  });

  const change =
    (parse: (body: unknown) => z.ZodSafeParseResult<{ pack_id: number; warehouse_id?: number; operation: PackOperation }>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const body = parse(request.body);
      if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
      const site = await resolveSite(ctx, request);
      const session = await sessionForWrite(ctx, site, request, reply);
      const { pack_id: packId, warehouse_id: warehouseId, operation } = body.data;
      const result = await changePack(ctx.db, site.website.id, ownerOfSession(session), packId, warehouseId, operation);
      if (!result.ok) return reply.code(result.status).send({ message: result.message });
      reply.header('cache-control', 'no-store');
      return visitorCart(ctx.db, site.website.id, session, { paymentMethods: methods });
    };
  app.post(
    '/s/api/cart/add',
    change((body) => AddBody.transform((b) => ({ ...b, operation: 'add' as const })).safeParse(body)),
  );
  app.post(
    '/s/api/cart/remove',
    change((body) =>
      RemoveBody.transform((b) => ({ ...b, operation: b.remove ? ('removeLine' as const) : ('removeOne' as const) })).safeParse(body),
    ),
  );
}
