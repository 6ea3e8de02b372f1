import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppContext, resolveSite } from '../context';
import { resolvePageData } from '../services/page-data';

const PREFIX = '/s/api/page/data';

/** GET /s/api/page/data{path}: the page data for any storefront path; 404 when there is none. */
export function pageDataRoute(app: FastifyInstance, ctx: AppContext): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // The raw URL keeps the path exactly as the browser has it (params would come back decoded).
    const path = request.url.slice(PREFIX.length).split('?')[0] || '/';
    if (path.length > 2000) return reply.code(414).send({ message: 'Path is too long' });
    const site = await resolveSite(ctx, request);
    const result = await resolvePageData(ctx.db, site.website, path);
    if (result.status === 404) return reply.code(404).send({ message: 'Page not found' });
    reply.header('cache-control', 'no-cache');
    return result.page;
  };
  app.get(PREFIX, handler);
  app.get(`${PREFIX}/*`, handler);
}
