import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { type AppContext, resolveSite, sessionForWrite } from '../context';
import { applyCoupon, removeCoupon } from '../services/cart/apply-coupon';
import { ownerOf, ownerOfSession } from '../services/cart/cart-owner';
import { visitorCart } from '../services/cart/visitor-cart';
import { bodyProblem } from './body-problem';
import { paymentMethods } from '../services/payments/gateways';

const CODE_MESSAGE = 'Enter a coupon code of up to 32 letters, digits, - or _';
const CouponBody = z.object({
  code: z
    .string({ error: CODE_MESSAGE })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{1,32}$/, { error: CODE_MESSAGE }),
});

/** POST /s/api/apply/coupon {code} and GET /s/api/remove/coupon: both answer the whole cart. */
export function couponRoutes(app: FastifyInstance, ctx: AppContext): void {
  const methods = paymentMethods(ctx.gateways);
  app.post('/s/api/apply/coupon', async (request, reply) => {
    const body = CouponBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const site = await resolveSite(ctx, request);
    const session = await sessionForWrite(ctx, site, request, reply);
    const result = await applyCoupon(ctx.db, site.website.id, ownerOfSession(session), body.data.code);
    if (!result.ok) return reply.code(400).send({ message: result.message });
    reply.header('cache-control', 'no-store');
    return visitorCart(ctx.db, site.website.id, session, { paymentMethods: methods });
  });

  // A GET by the storefront's contract; it only ever removes the caller's own coupon, so a forged link can do no more.
  app.get('/s/api/remove/coupon', async (request, reply) => {
    const site = await resolveSite(ctx, request);
    const owner = ownerOf(site.session);
    if (owner) await removeCoupon(ctx.db, site.website.id, owner);
    reply.header('cache-control', 'no-store');
    return visitorCart(ctx.db, site.website.id, site.session, { paymentMethods: methods });
  });
}
