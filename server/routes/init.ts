import type { FastifyInstance } from 'fastify';
import { type AppContext, resolveSite } from '../context';
import { settleContent } from '../services/content-memo';
import { buildInit } from '../services/init-config';

/** GET /s/api/init: the init configuration of the current website and visitor. */
export function initRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/s/api/init', async (request, reply) => {
    const settled = await settleContent(ctx.db);
    const site = await resolveSite(ctx, request, settled);
    reply.header('cache-control', 'no-store');
    return buildInit(ctx, site, settled);
  });
}
