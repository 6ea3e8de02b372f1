import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { type AppContext, resolveSite, type Site } from '../context';
import { endSession, startSession } from '../security/session';
import { setXsrfCookie } from '../security/xsrf';
import { createWebsite, NewWebsiteBody } from '../services/websites/create-website';
import { redeemSwitchToken, switchToken } from '../services/websites/switch-token';
import { listWebsites, superadminAccountOn, superadminOf, websiteHost } from '../services/websites/website-directory';
import { bodyProblem } from './body-problem';
import { idField } from './id-field';

// Issue 36: 2147483648 (past the database's integer) reached the query and answered 500.
const SwitchBody = z.object({ website_id: idField('website_id') });

/** The address of a host on the same scheme and port as this request. */
const urlOf = (site: Site, host: string) => `${site.origin.protocol}//${host}${site.origin.port ? `:${site.origin.port}` : ''}`;

/**
 * Superadmin website tools: GET /s/api/webui/websites, POST /s/api/webui/create {name, slug, host?},
 * POST /s/api/webui/switch {website_id} (a one-time link that signs the superadmin in there) and GET
 * /s/api/webui/enter?token= (that link, opened on the target website: like a sign-in link, it sets the
 * session and redirects to /auth/bos/choose, or to /auth/login when it is not valid).
 */
export function webuiRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The signed-in superadmin of this website, or the refusal to send. */
  const superadmin = async (request: FastifyRequest) => {
    const site = await resolveSite(ctx, request);
    const userId = site.session?.userId;
    if (!userId) return { refusal: { status: 401, message: 'Please sign in' } } as const;
    const user = await superadminOf(ctx.db, site.website.id, userId);
    if (!user) return { refusal: { status: 403, message: 'Only a superadmin can manage websites' } } as const;
    return { site, user } as const;
  };

  app.get('/s/api/webui/websites', async (request, reply) => {
    const who = await superadmin(request);
    if (who.refusal) return reply.code(who.refusal.status).send({ message: who.refusal.message });
    const list = await listWebsites(ctx.db);
    reply.header('cache-control', 'no-store');
    return list.map((w) => ({ ...w, url: w.host ? urlOf(who.site, w.host) : null, current: w.id === who.site.website.id }));
  });

  app.post('/s/api/webui/create', async (request, reply) => {
    const body = NewWebsiteBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const who = await superadmin(request);
    if (who.refusal) return reply.code(who.refusal.status).send({ message: who.refusal.message });
    const result = await createWebsite(ctx.db, body.data, who.user);
    if (!result.ok) return reply.code(result.status).send({ message: result.message });
    return reply.code(201).send({ ...result.website, url: urlOf(who.site, result.website.host) });
  });

  app.post('/s/api/webui/switch', async (request, reply) => {
    const body = SwitchBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const who = await superadmin(request);
    if (who.refusal) return reply.code(who.refusal.status).send({ message: who.refusal.message });
    const websiteId = body.data.website_id;
    const host = await websiteHost(ctx.db, websiteId);
    if (!host) return reply.code(404).send({ message: 'Website not found' });
    const token = switchToken(ctx.secret, websiteId, await superadminAccountOn(ctx.db, websiteId, who.user));
    return { url: `${urlOf(who.site, host)}/s/api/webui/enter?token=${encodeURIComponent(token)}` };
  });

  app.get<{ Querystring: { token?: unknown } }>('/s/api/webui/enter', async (request, reply) => {
    const { token } = request.query;
    const site = await resolveSite(ctx, request);
    const userId =
      typeof token === 'string' && token.length <= 300 ? await redeemSwitchToken(ctx.db, ctx.secret, token, site.website.id) : null;
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (userId === null) return reply.redirect('/auth/login', 303);
    if (site.session) await endSession(ctx.db, site.session.id);
    const session = await startSession(ctx.db, ctx.secret, reply, site.website.id, userId);
    setXsrfCookie(reply, ctx.secret, session.id);
    return reply.redirect('/auth/bos/choose', 303);
  });
}
