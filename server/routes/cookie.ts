import type { FastifyInstance } from 'fastify';
import { type AppContext, resolveSite } from '../context';
import { startSession } from '../security/session';
import { setXsrfCookie } from '../security/xsrf';

/** GET /s/api/cookie: makes sure the visitor has a session and sets its XSRF-TOKEN cookie. */
export function cookieRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/s/api/cookie', async (request, reply) => {
    const site = await resolveSite(ctx, request);
    const session = site.session ?? (await startSession(ctx.db, ctx.secret, reply, site.website.id));
    setXsrfCookie(reply, ctx.secret, session.id);
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });
}
