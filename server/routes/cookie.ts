import type { FastifyInstance } from 'fastify';
import { type AppContext, resolveSite } from '../context';
import { issueSessionId, readSessionId, sessionCookie } from '../security/session';
import { setXsrfCookie } from '../security/xsrf';

/**
 * GET /s/api/cookie: makes sure the visitor has a signed session id and sets its XSRF-TOKEN cookie.
 * No database row yet: that comes with the visitor's first write, so reading the shop stores nothing.
 */
export function cookieRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/s/api/cookie', async (request, reply) => {
    const site = await resolveSite(ctx, request);
    const id = site.session?.id ?? readSessionId(ctx.secret, sessionCookie(request)) ?? issueSessionId(ctx.secret, reply);
    setXsrfCookie(reply, ctx.secret, id);
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });
}
