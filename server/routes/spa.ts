import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageHead } from '../../contract/page-head';
import { structuredData } from '../../contract/json-for-script';
import { matchRoute, normalisePath } from '../../contract/routes';
import { contentSecurityPolicy } from '../security/content-security-policy';
import { type AppContext, resolveSite, type Site } from '../context';
import { assertTemplate, renderHtml } from '../html/render-html';
import { inlineStylesheets } from '../html/inline-stylesheets';
import { markupOrNull } from '../html/markup-renderer';
import type { ServerRenderer } from '../../contract/server-renderer';
import { prefetchFirstRequests } from '../html/prefetch';
import { loadPageModuleResolver, type PageModuleResolver } from '../html/page-modules';
import { buildInit } from '../services/init-config';
import { CONSENT_COOKIE, consentOf } from '../../contract/consent';
import { SHELL_MODULES, shellPartsShown } from '../../contract/shell-modules';
import { type PageAt, type PageResult, resolvePageData } from '../services/page-data';
import { draftPreview } from '../services/pages/draft-preview';
import { redirectFor } from '../services/pages/page-moves';
import { resolveComponents } from '../services/resolve-components';

/** Serves the built SPA: files from dist/, and every other page path as index.html with its boot payload (and markup). */
export async function spaRoutes(app: FastifyInstance, ctx: AppContext, distDir: string, renderer: ServerRenderer | null): Promise<void> {
  const template = inlineStylesheets(readFileSync(join(distDir, 'index.html'), 'utf8'), distDir);
  assertTemplate(template);
  const pageModules = loadPageModuleResolver(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // npm run build writes .br and .gz twins of the assets (scripts/precompress.ts); no compressing per request.
    preCompressed: true,
    // Routes only for files that exist at start; every other path reaches the not-found handler.
    wildcard: false,
    // index.html is only ever served with its boot payload, the editor's pages only to staff (page-editor-app.ts).
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(join(distDir, 'assets')) || filePath.startsWith(join(distDir, 'editor', 'assets')))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found' });
  // A route rather than the not-found handler, so that route hooks (compression) apply to pages too.
  app.get('/*', async (request, reply) =>
    isPageRequest(request) ? renderPage({ app, ctx, template, pageModules, renderer }, request, reply) : notFound(reply),
  );
  app.setNotFoundHandler(async (_request, reply) => notFound(reply));
}

/** Page paths get the SPA; API paths and anything that looks like a file (has an extension) do not. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] as string;
  if (path.startsWith('/s/') || path === '/s') return false;
  const last = path.split('/').pop() ?? '';
  return !/\.[A-Za-z0-9]+$/.test(last);
}

interface SpaContext {
  app: FastifyInstance;
  ctx: AppContext;
  template: string;
  pageModules: PageModuleResolver;
  renderer: ServerRenderer | null;
}

/** The page's data: a staff member's preview of its draft (`?preview=draft`, ours), else what shoppers see. */
async function pageFor(ctx: AppContext, site: Site, at: PageAt, search: string): Promise<PageResult> {
  const userId = site.session?.userId;
  if (userId && new URLSearchParams(search).get('preview') === 'draft') {
    const draft = await draftPreview(ctx.db, site.website.id, userId, at.path);
    if (draft) return { status: 200, page: { ...(await resolveComponents(ctx.db, site.website.id, draft)), url: at.path } };
  }
  return resolvePageData(ctx.db, site.website, at, site.origin.origin);
}

async function renderPage({ app, ctx, template, pageModules, renderer }: SpaContext, request: FastifyRequest, reply: FastifyReply) {
  const site = await resolveSite(ctx, request);
  const queryAt = request.url.indexOf('?');
  const rawPath = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  const search = queryAt < 0 ? '' : request.url.slice(queryAt + 1);
  const path = normalisePath(rawPath);
  const match = matchRoute(path);
  const [init, result] = await Promise.all([buildInit(ctx, site), pageFor(ctx, site, { path, match }, search)]);
  if (result.status === 404) {
    // A page the editor renamed: its old path leads to the new one, query kept.
    const to = await redirectFor(ctx.db, site.website.id, path);
    if (to) return reply.redirect(`${to}${search ? `?${search}` : ''}`, 301);
  }
  // With its first API answers inlined the page renders with its data, on the server and in the browser.
  const prefetched = await prefetchFirstRequests(
    { app, ctx, request, origin: site.origin.origin, websiteId: site.website.id },
    result,
    match,
    search,
  );
  const boot = {
    init,
    page: { path, status: result.status, data: result.page, ...(Object.keys(prefetched).length ? { prefetched } : {}) },
  };
  const markup = renderer ? await markupOrNull(renderer, boot, { origin: site.origin.origin, path: rawPath, search }, request.log) : null;
  const html = renderHtml(template, pageHead(init, result.page, path), init.web.favicon, boot, {
    markup,
    jsonLd: structuredData(result.page?.schema_script),
    telemetry: ctx.telemetry,
    consentBanner:
      renderer && ctx.telemetry.analyticsKey && consentOf(request.cookies[CONSENT_COOKIE]) === 'pending' ? renderer.consentBanner : null,
    pageModules: pageModules(
      (result.page?.data ?? []).flatMap((c) => (c && typeof c.name === 'string' ? [c] : [])),
      shellPartsShown(init, result.page).map((part) => SHELL_MODULES[part]),
    ),
  });
  return reply
    .code(result.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy(ctx.telemetry.sentryDsn))
    .send(html);
}
