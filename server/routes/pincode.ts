import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type AppContext, resolveSite } from '../context';
import { pincodes, sessions } from '../db/schema';
import { startSession } from '../security/session';
import { setXsrfCookie } from '../security/xsrf';

/**
 * GET /s/api/check/pincode/{pincode}: a serviceable pincode is stored on the visitor's session
 * (starting one when needed) and answered with its city; otherwise a 400 or 404 with a message.
 */
export function pincodeRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { pincode: string } }>('/s/api/check/pincode/:pincode', async (request, reply) => {
    const { pincode } = request.params;
    if (!/^[1-9]\d{5}$/.test(pincode)) return reply.code(400).send({ message: 'Please enter a valid pincode' });
    const site = await resolveSite(ctx, request);
    const [area] = await ctx.db.select().from(pincodes).where(and(eq(pincodes.websiteId, site.website.id), eq(pincodes.pincode, pincode)));
    if (!area) return reply.code(404).send({ message: `Sorry, we do not deliver to ${pincode} yet.` });
    // The storefront's contract makes this a GET; it changes only the caller's own delivery pincode.
    const session = site.session ?? (await startSession(ctx.db, ctx.secret, reply, site.website.id));
    if (!site.session) setXsrfCookie(reply, ctx.secret, session.id);
    await ctx.db.update(sessions).set({ pincode }).where(eq(sessions.id, session.id));
    reply.header('cache-control', 'no-store');
    return { pincode, city: area.city, message: `Delivering to ${area.city} ${pincode}` };
  });
}
