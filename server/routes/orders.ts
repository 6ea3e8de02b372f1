import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { type AppContext, signedIn } from '../context';
import { cancelOrder } from '../services/orders/cancel-order';
import { createOrder } from '../services/orders/create-order';
import { listOrders } from '../services/orders/list-orders';
import { loadOrder } from '../services/orders/load-order';
import { paymentMethods } from '../services/payments/gateways';
import { bodyProblem } from './body-problem';
import { idField } from './id-field';
import { ShippingChoicesRequestSchema } from '../../contract/cart-requests';
import { SHIPPING_PROBLEM } from './shipping-choices';
import { idParam } from './id-param';
import { clientNetwork, isLoopback } from '../security/client-network';

const orderBody = (methodIds: string[]) =>
  z.object({
    address_id: idField('address_id'),
    payment: z.enum(methodIds, { error: `payment must be one of: ${methodIds.join(', ')}` }),
    offercode: z
      .union(
        [
          z
            .string()
            .trim()
            .toUpperCase()
            .regex(/^[A-Z0-9_-]{0,32}$/, { error: 'offercode must be up to 32 letters, digits, - or _' }),
          z.null(),
        ],
        { error: 'offercode must be up to 32 letters, digits, - or _' },
      )
      .optional()
      .transform((v) => v || null),
    note: z
      .union([z.string().max(500, { error: 'note must be at most 500 characters' }), z.null()], { error: 'note must be text' })
      .optional()
      .transform((v) => v?.trim() ?? ''),
    cart_shipping_info: z
      .unknown()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === null) return [];
        const parsed = ShippingChoicesRequestSchema.safeParse(v);
        if (parsed.success) return parsed.data;
        ctx.addIssue({ code: 'custom', message: SHIPPING_PROBLEM });
        return z.NEVER;
      }),
  });

/** POST /s/api/order/create {address_id, payment, offercode?, note?, cart_shipping_info?} (Idempotency-Key header optional); GET /s/api/orders[?page]; GET /s/api/orders/{id or ordernumber}; POST /s/api/order/cancel/{id}. */
export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const OrderBody = orderBody(paymentMethods(ctx.gateways).map((m) => m.id));

  app.get<{ Querystring: { page?: unknown } }>('/s/api/orders', async (request, reply) => {
    const raw = request.query.page ?? '1';
    if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw))
      return reply.code(400).send({ message: 'page must be a whole number from 1' });
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to see your orders');
    reply.header('cache-control', 'no-store');
    return listOrders(ctx.db, site.website.id, userId, Number(raw));
  });
  // An order by its id (digits) or its number (which has letters): /account/orders/{id} and the success page.
  app.get<{ Params: { ref: string } }>('/s/api/orders/:ref', async (request, reply) => {
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to see your orders');
    const id = idParam(request.params.ref);
    const order = await loadOrder(ctx.db, site.website.id, userId, id === null ? { orderNumber: request.params.ref } : { id });
    if (!order) return reply.code(404).send({ message: 'Order not found' });
    reply.header('cache-control', 'no-store');
    return order;
  });

  app.post<{ Params: { id: string } }>('/s/api/order/cancel/:id', async (request, reply) => {
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to cancel an order');
    const id = idParam(request.params.id);
    const result =
      id === null
        ? { ok: false as const, status: 404 as const, message: 'Order not found' }
        : await cancelOrder(ctx.db, site.website.id, userId, id);
    if (!result.ok) return reply.code(result.status).send({ message: result.message });
    return { ok: true, status: 'cancelled' };
  });

  app.post('/s/api/order/create', async (request, reply) => {
    // Optional: without one, the same cart and form within a short window answer the first order.
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !/^[A-Za-z0-9_-]{8,100}$/.test(key))) {
      return reply.code(400).send({ message: 'An Idempotency-Key header must be 8 to 100 letters, digits, - or _' });
    }
    const body = OrderBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to place an order');
    const answer = await createOrder(
      ctx.db,
      {
        websiteId: site.website.id,
        websiteSlug: site.website.slug,
        userId,
        key: key ?? null,
        clientNetwork: isLoopback(request.ip) ? null : clientNetwork(request.ip),
      },
      body.data,
    );
    reply.header('cache-control', 'no-store');
    return reply.code(answer.status).send(answer.body);
  });
}
