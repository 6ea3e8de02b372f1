import { registerBuiltFiles } from '../html/built-files';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageHead } from '../../contract/page-head';
import { structuredData } from '../../contract/json-for-script';
import { matchRoute, normalisePath } from '../../contract/routes';
import { contentSecurityPolicy } from '../security/content-security-policy';
import { type AppContext, resolveSite, type Site } from '../context';
import { type PageTemplate, pageTemplate, renderHtml } from '../html/render-html';
import { inlineStylesheets } from '../html/inline-stylesheets';
import { markupOrNull } from '../html/markup-renderer';
import type { ServerRenderer } from '../../contract/server-renderer';
import { prefetchFirstRequests } from '../html/prefetch';
import type { ContentChanges } from '../db/content-changes';
import { type Encoding, matchesEtag, pageBodies, pageBody, preferredEncoding } from '../html/page-bodies';
import { type CachedPage, type PageCache, pageCache, type PageCacheOptions } from '../html/page-cache';
import { sessionCookie } from '../security/session';
import { siteOrigin } from '../website/site-origin';
import { loadPageModuleResolver, type PageModuleResolver } from '../html/page-modules';
import { buildInit } from '../services/init-config';
import { settleContent, type SettledContent } from '../services/content-memo';
import { CONSENT_COOKIE, consentOf } from '../../contract/consent';
import { SHELL_MODULES, shellPartsShown } from '../../contract/shell-modules';
import { type PageAt, type PageResult, resolvePageData } from '../services/page-data';
import { draftPreview } from '../services/pages/draft-preview';
import { sharedPreview } from '../services/pages/preview-links';
import { PAGE_QUERY_PARAMS } from '../../contract/list-query';
import { SHARE_PARAM } from '../../contract/preview-links';
import { redirectFor } from '../services/pages/page-moves';
import { resolveComponents } from '../services/resolve-components';

/** The page cache's feed of changes and its limits. */
export interface PageCacheSetup extends PageCacheOptions {
  changes: ContentChanges;
}

/** Serves the built SPA: files from dist/, and every other page path as index.html with its boot payload (and markup). */
export async function spaRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  distDir: string,
  renderer: ServerRenderer | null,
  cacheOptions: PageCacheSetup | null,
): Promise<void> {
  const template = pageTemplate(inlineStylesheets(readFileSync(join(distDir, 'index.html'), 'utf8'), distDir));
  const pageModules = loadPageModuleResolver(distDir);
  await renderer?.warmUp();
  await registerBuiltFiles(app, distDir);
  const cache = cacheOptions ? pageCache(cacheOptions.changes, cacheOptions) : null;
  if (cache) app.addHook('onClose', async () => cache.close());
  const spa: SpaContext = { app, ctx, template, pageModules, renderer, cache, csp: contentSecurityPolicy(ctx.telemetry.sentryDsn) };
  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found' });
  // A route rather than the not-found handler, so that route hooks (compression) apply to pages too.
  app.get('/*', async (request, reply) => (isPageRequest(request) ? renderPage(spa, request, reply) : notFound(reply)));
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
  template: PageTemplate;
  pageModules: PageModuleResolver;
  renderer: ServerRenderer | null;
  /** Pages kept for visitors who carry nothing personal; null when turned off. */
  cache: PageCache | null;
  csp: string;
}

/**
 * The page's data: the newest version through a shared preview link (`?share=`, ours) or a staff
 * member's preview of it (`?preview=draft`, ours), else what shoppers see.
 */
async function pageFor(
  ctx: AppContext,
  site: Site,
  at: PageAt,
  query: URLSearchParams,
  settled: SettledContent | null,
): Promise<PageResult & { draft?: true }> {
  const userId = site.session?.userId;
  const token = query.get(SHARE_PARAM);
  const draft =
    token !== null
      ? await sharedPreview(ctx.db, ctx.secret, site.website.id, at.path, token)
      : userId && query.get('preview') === 'draft'
        ? await draftPreview(ctx.db, site.website.id, userId, at.path)
        : null;
  if (draft) return { status: 200, page: { ...(await resolveComponents(ctx.db, site.website.id, draft)), url: at.path }, draft: true };
  return resolvePageData(ctx.db, site.website, at, site.origin.origin, settled);
}

/** Says how a page was answered: `hit` or `miss` of the page cache, `off` without one, `personal` when never cached (ours, for operators and tests). */
export const CACHE_STATE_HEADER = 'x-page-cache';

/** Browsers revalidate every time; a shared cache (a CDN, nginx) may serve a page this long, then a stale one while it asks again. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

async function renderPage(spa: SpaContext, request: FastifyRequest, reply: FastifyReply) {
  const { app, ctx, template, pageModules, renderer } = spa;
  const consent = consentOf(request.cookies[CONSENT_COOKIE]);
  const queryAt = request.url.indexOf('?');
  const rawPath = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  const search = queryAt < 0 ? '' : request.url.slice(queryAt + 1);
  // A shared preview link is never kept or served from a cache: withdrawn or expired, it must stop
  // working at once; and no search engine may index it.
  const query = new URLSearchParams(search);
  const sharing = query.has(SHARE_PARAM);
  // A visitor with no session cookie (and a browser's own request) gets what any such visitor gets:
  // shared caches may keep it. With a session cookie, only this server knows the session holds nothing.
  const shared = !sharing && sessionCookie(request) === undefined && request.headers['x-web-url'] === undefined;
  // A page is kept under what it reads of the query: a parameter no page reads (`?x=1`, an ad's
  // `utm_source`) is the same page, served from the same entry, so a flood of them makes no new entry
  // and costs no render. The client drops such parameters from the address itself (ProductList).
  const readSearch = new URLSearchParams([...query].filter(([name]) => PAGE_QUERY_PARAMS.has(name))).toString();
  const key = `${siteOrigin(request).origin} ${rawPath}${readSearch ? `?${readSearch}` : ''} ${consent}`;
  // A change another process committed may still be on its way here: it is applied before a page is
  // served from the cache (or kept in it), or the content it is built from is read from memory; when
  // that cannot be known, the cache and memos are left alone.
  const settled = await settleContent(ctx.db);
  const cache = settled && !sharing ? spa.cache : null;
  if (sharing) reply.header('x-robots-tag', 'noindex, nofollow');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const early = cache && shared ? cache.get(key) : null;
  if (early) return sendPage(spa, request, reply, early, early[encoding], encoding, true, 'hit');

  const site = await resolveSite(ctx, request, settled);
  const anonymous = site.session === null;
  const kept = cache && anonymous && !shared ? cache.get(key) : null;
  if (kept) return sendPage(spa, request, reply, kept, kept[encoding], encoding, false, 'hit');
  const ticket = cache && anonymous ? cache.ticket(site.website.id) : null;

  const path = normalisePath(rawPath);
  const match = matchRoute(path);
  const [init, result] = await Promise.all([buildInit(ctx, site, settled), pageFor(ctx, site, { path, match }, query, settled)]);
  if (result.status === 404) {
    // A page the editor renamed: its old path leads to the new one, query kept.
    const to = await redirectFor(ctx.db, site.website.id, path);
    // Permanent, but for an hour only: a browser keeps a 301 with no lifetime for ever, and a page may be renamed back.
    if (to) return reply.header('cache-control', 'public, max-age=3600').redirect(`${to}${search ? `?${search}` : ''}`, 301);
  }
  // A page to be kept is rendered from what it reads of the query, as every request it will answer reads it.
  const shownSearch = ticket ? readSearch : search;
  // With its first API answers inlined the page renders with its data, on the server and in the browser.
  const { prefetched, complete } = await prefetchFirstRequests(
    { app, ctx, request, origin: site.origin.origin, websiteId: site.website.id },
    result,
    match,
    shownSearch,
  );
  const boot = {
    init,
    page: {
      path,
      status: result.status,
      data: result.page,
      ...(Object.keys(prefetched).length ? { prefetched } : {}),
      ...(result.draft ? { draft: true as const } : {}),
    },
  };
  const markup = renderer
    ? await markupOrNull(renderer, boot, { origin: site.origin.origin, path: rawPath, search: shownSearch }, request.log)
    : null;
  const html = renderHtml(template, pageHead(init, result.page, path), boot, {
    markup,
    jsonLd: structuredData(result.page?.schema_script),
    telemetry: ctx.telemetry,
    noindex: sharing,
    consentBanner: renderer && ctx.telemetry.analyticsKey && consent === 'pending' ? renderer.consentBanner : null,
    pageModules: pageModules(
      (result.page?.data ?? []).flatMap((c) => (c && typeof c.name === 'string' ? [c] : [])),
      shellPartsShown(init, result.page).map((part) => SHELL_MODULES[part]),
    ),
  });
  // A page short of its markup or of a first answer (a timeout, a failure) is served, never kept, here or by a proxy.
  const whole = complete && (markup !== null || !renderer);
  const state = !anonymous || sharing ? 'personal' : spa.cache ? 'miss' : 'off';
  if (ticket && whole) {
    const page: CachedPage = { ...pageBodies(html), status: result.status, websiteId: site.website.id };
    cache?.keep(ticket, key, page);
    return sendPage(spa, request, reply, page, page[encoding], encoding, shared, state);
  }
  // Sent once (a visitor's own page among them): compressed only as this request asks.
  const { body, etag } = pageBody(html, encoding);
  return sendPage(spa, request, reply, { status: result.status, etag }, body, encoding, shared && whole, state);
}

/** Sends a page in the encoding asked for; one for visitors who carry nothing personal may be `shared`, and gets 304 when the browser has it. */
function sendPage(
  spa: SpaContext,
  request: FastifyRequest,
  reply: FastifyReply,
  page: Pick<CachedPage, 'status' | 'etag'>,
  body: Buffer,
  encoding: Encoding,
  shared: boolean,
  state: 'hit' | 'miss' | 'off' | 'personal',
) {
  reply
    .header(CACHE_STATE_HEADER, state)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', spa.csp)
    .header('vary', shared ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
    .header('cache-control', shared ? SHARED_CACHE_CONTROL : 'private, no-store');
  if (shared) {
    reply.header('etag', page.etag);
    if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(page.status).send(body);
}
