import type { FastifyInstance } from 'fastify';
import { type AppContext, resolveSite } from '../context';
import { buildInit } from '../services/init-config';

/** GET /s/api/init: the init configuration of the current website and visitor. */
export function initRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/s/api/init', async (request, reply) => {
    const site = await resolveSite(ctx, request);
    reply.header('cache-control', 'no-store');
    return buildInit(ctx, site);
  });
}
