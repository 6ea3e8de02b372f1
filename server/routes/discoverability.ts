import type { FastifyInstance } from 'fastify';
import { type AppContext, resolveSite } from '../context';
import { SITEMAP_LIMIT, sitemapIndex, sitemapPaths, urlSet } from '../services/sitemap';

/**
 * These answers name the origin they were asked for (Host, or a client's X-Web-Url), so a shared cache
 * must not keep them: one request with a forged X-Web-Url would otherwise serve its origin to all.
 */
const NOT_SHARED = { 'cache-control': 'private, max-age=3600', vary: 'Host, X-Web-Url' };

/** /robots.txt and /sitemap.xml (split into /sitemap-N.xml files past 50,000 URLs), per website. */
export function discoverabilityRoutes(app: FastifyInstance, ctx: AppContext, limit = SITEMAP_LIMIT): void {
  app.get('/robots.txt', async (request, reply) => {
    const { origin } = await resolveSite(ctx, request);
    reply.type('text/plain; charset=utf-8').headers(NOT_SHARED);
    return [
      'User-agent: *',
      // Account, checkout and API paths are per shopper: nothing to index there.
      'Disallow: /account',
      'Disallow: /checkout',
      'Disallow: /cart',
      'Disallow: /auth',
      'Disallow: /order',
      'Disallow: /s/api',
      `Sitemap: ${origin.origin}/sitemap.xml`,
      '',
    ].join('\n');
  });
  app.get('/sitemap.xml', async (request, reply) => {
    const { website, origin } = await resolveSite(ctx, request);
    const paths = await sitemapPaths(ctx.db, website.id);
    reply.type('application/xml; charset=utf-8').headers(NOT_SHARED);
    return paths.length > limit ? sitemapIndex(origin.origin, Math.ceil(paths.length / limit)) : urlSet(origin.origin, paths);
  });
  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (request, reply) => {
    const part = Number(request.params.n);
    const { website, origin } = await resolveSite(ctx, request);
    const paths = await sitemapPaths(ctx.db, website.id);
    const count = Math.ceil(paths.length / limit);
    if (!Number.isInteger(part) || part < 1 || part > count || paths.length <= limit) return reply.code(404).send({ message: 'Not found' });
    reply.type('application/xml; charset=utf-8').headers(NOT_SHARED);
    return urlSet(origin.origin, paths.slice((part - 1) * limit, part * limit));
  });
}
