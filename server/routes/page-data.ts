import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppContext, resolveSite, signedIn } from '../context';
import { matchRoute, normalisePath } from '../../contract/routes';
import { settleContent } from '../services/content-memo';
import { resolvePageData } from '../services/page-data';
import { redirectFor } from '../services/pages/page-moves';
import { canEditPages, savePage } from '../services/save-page';

const PREFIX = '/s/api/page/data';

/** GET /s/api/page/data{path}: the page data of any storefront path (404 when none); PUT saves one (staff). */
export function pageDataRoute(app: FastifyInstance, ctx: AppContext): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // The raw URL keeps the path exactly as the browser has it (params would come back decoded).
    const rawPath = request.url.slice(PREFIX.length).split('?')[0] || '/';
    if (rawPath.length > 2000) return reply.code(414).send({ message: 'Path is too long' });
    const settled = await settleContent(ctx.db);
    const site = await resolveSite(ctx, request, settled);
    const path = normalisePath(rawPath);
    const result = await resolvePageData(ctx.db, site.website, { path, match: matchRoute(path) }, site.origin.origin, settled);
    if (result.status === 404) {
      // A page the editor renamed: its old path leads to the new one.
      const to = await redirectFor(ctx.db, site.website.id, path);
      // For an hour only, as the page's own redirect (routes/spa.ts): a page may be renamed back.
      return to
        ? reply.header('cache-control', 'public, max-age=3600').redirect(`${PREFIX}${to === '/' ? '' : to}`, 301)
        : reply.code(404).send({ message: 'Page not found' });
    }
    reply.header('cache-control', 'no-cache');
    return result.page;
  };
  app.get(PREFIX, handler);
  app.get(`${PREFIX}/*`, handler);

  // The page builder's write path: staff with website_setting:edit, validated with the shared schemas.
  const save = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.slice(PREFIX.length).split('?')[0] || '/';
    if (path.length > 2000) return reply.code(414).send({ message: 'Path is too long' });
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to edit pages');
    if (!(await canEditPages(ctx.db, userId, site.website.id))) {
      return reply.code(403).send({ message: 'You do not have permission to edit this website’s pages' });
    }
    const result = await savePage(ctx.db, site.website.id, path, request.body);
    if (result.status !== 200)
      return reply
        .code(result.status)
        .send(result.status === 400 ? { message: result.message, errors: result.errors } : { message: result.message });
    return result.page;
  };
  app.put(PREFIX, save);
  app.put(`${PREFIX}/*`, save);
}
