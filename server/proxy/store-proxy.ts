import { registerBuiltFiles } from '../html/built-files';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { withBuiltInDefault, type PageDataResult } from '../../contract/built-in-page';
import { parseInit } from '../../contract/init';
import { structuredData } from '../../contract/json-for-script';
import { pageHead } from '../../contract/page-head';
import { parsePageData } from '../../contract/read-page-data';
import { normalisePath } from '../../contract/routes';
import type { ServerRenderer } from '../../contract/server-renderer';
import { SHELL_MODULES, shellPartsShown } from '../../contract/shell-modules';
import { inlineStylesheets } from '../html/inline-stylesheets';
import { markupOrNull } from '../html/markup-renderer';
import { loadPageModuleResolver } from '../html/page-modules';
import { pageTemplate, renderHtml } from '../html/render-html';
import type { TrustProxy } from '../config';
import { contentSecurityPolicy } from '../security/content-security-policy';
import { fixturesDir } from '../seed/fixtures';
import type { TelemetryConfig } from '../telemetry/telemetry-config';
import { BadRequestError, siteOrigin } from '../website/site-origin';
import { upstreamUrl } from './upstream-url';
import { bodyWithin } from '../http/body-within';

/** What the proxy needs: the upstream store's origin, the build it serves, its server renderer. */
export interface StoreProxyOptions {
  /** The store that runs the specified API (`STORE_API_URL`), without a trailing slash. */
  upstream: string;
  distDir: string;
  renderer: ServerRenderer | null;
  telemetry: TelemetryConfig;
  trustProxy?: TrustProxy;
  /** How long an upstream call may take (15 s). */
  timeoutMs?: number;
}

// What the browser sends that the store needs (its session, the XSRF token, the site, the body's type,
// an order's idempotency key), and what the store answers that the browser needs.
// Origin and Sec-Fetch-* too: the store's own cross-site checks see what the browser said.
const FORWARDED_REQUEST_HEADERS = [
  'cookie',
  'origin',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
  'sec-fetch-user',
  'x-xsrf-token',
  'x-web-url',
  'content-type',
  'accept',
  'accept-language',
  'idempotency-key',
  'user-agent',
];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'location',
  'retry-after',
  'etag',
  'last-modified',
  'vary',
  'content-disposition',
];
const UNREACHABLE = { message: 'The store could not be reached. Please try again.' };
const NOT_THE_API = { message: 'The address is not valid' };
/** The most the proxy reads of one answer of the store: more is refused, not held in memory. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/** An answer read as JSON, within the same size. */
const jsonWithin = (answer: Response): Promise<unknown> =>
  bodyWithin(answer, MAX_ANSWER_BYTES).then((body) => JSON.parse(body.toString('utf8')));

/** A `Set-Cookie` of the store, made the proxy's own: its `Domain` (the store's host) dropped so the browser keeps it for this origin. */
export const ownCookie = (cookie: string): string => cookie.replace(/;\s*domain=[^;]*/gi, '');

/** The built-in default pages, read from the same fixtures the browser carries. */
const loadDefaultPage = (routeId: string) =>
  readFile(join(fixturesDir, 'pages', 'routes', `${routeId}.json`), 'utf8').then(
    (text) => JSON.parse(text) as unknown,
    () => undefined,
  );

/**
 * The storefront in front of a store that already runs the specified API (issue 34, item 6b): pages
 * rendered from the upstream's init and page data (with the built-in default pages where it has
 * none), and every `/s/*` call forwarded to it with the visitor's cookies, the XSRF header and
 * `x-web-url` as they came. No database is opened.
 */
export async function buildStoreProxy(options: StoreProxyOptions): Promise<FastifyInstance> {
  const { upstream, distDir, renderer, telemetry } = options;
  const timeoutMs = options.timeoutMs ?? 15_000;
  // As the reference server (server/app.ts): a request must arrive whole within two minutes.
  const app = Fastify({ trustProxy: options.trustProxy ?? false, bodyLimit: 1024 * 1024, requestTimeout: 120_000 });
  // Bodies go to the store as they came.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // The headers and error answers of the reference server (server/app.ts).
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000');
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : error instanceof BadRequestError
          ? 400
          : 500;
    if (status >= 500) request.log.error(error);
    reply.code(status).send({ message: status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message });
  });

  const call = (url: URL, request: FastifyRequest, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    headers['x-forwarded-for'] = request.ip;
    return fetch(url, {
      method: init.method ?? 'GET',
      headers: { ...headers, ...init.headers },
      body: init.body ? new Uint8Array(init.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  };
  const passCookies = (reply: FastifyReply, answers: Response[]) => {
    const cookies = answers.flatMap((answer) => answer.headers.getSetCookie().map(ownCookie));
    if (cookies.length) reply.header('set-cookie', cookies);
  };

  // Only the store's API: a path that leaves /s/ once decoded is refused here, never sent on.
  app.all('/s/*', async (request, reply) => {
    const url = upstreamUrl(upstream, request.url);
    if (!url) return reply.code(400).send(NOT_THE_API);
    let answer: Response;
    let body: Buffer;
    try {
      const sent = Buffer.isBuffer(request.body) && request.method !== 'GET' && request.method !== 'HEAD' ? request.body : undefined;
      answer = await call(url, request, { method: request.method, body: sent });
      body = await bodyWithin(answer, MAX_ANSWER_BYTES);
    } catch (error) {
      request.log.warn({ err: error }, 'the upstream store did not answer');
      return reply.code(502).send(UNREACHABLE);
    }
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    passCookies(reply, [answer]);
    return reply.code(answer.status).send(body);
  });

  const shell = inlineStylesheets(await readFile(join(distDir, 'index.html'), 'utf8'), distDir);
  const template = pageTemplate(shell);
  const pageModules = loadPageModuleResolver(distDir);
  const csp = contentSecurityPolicy(telemetry.sentryDsn);
  await renderer?.warmUp();
  await registerBuiltFiles(app, distDir);

  app.get('/*', async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const rawPath = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt < 0 ? '' : request.url.slice(queryAt + 1);
    if (/\.[A-Za-z0-9]+$/.test(rawPath.split('/').pop() ?? '')) return reply.code(404).send({ message: 'Not found' });
    const path = normalisePath(rawPath);
    const origin = siteOrigin(request).origin;
    const asBrowser = { headers: { accept: 'application/json', 'x-web-url': origin } };
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', 'private, no-store');
    let answers: Response[] = [];
    const initUrl = upstreamUrl(upstream, '/s/api/init') as URL;
    const pageUrl = upstreamUrl(upstream, `/s/api/page/data${path === '/' ? '' : path}`);
    if (!pageUrl) return reply.code(404).send(shell);
    try {
      answers = await Promise.all([call(initUrl, request, asBrowser), call(pageUrl, request, asBrowser)]);
    } catch (error) {
      request.log.warn({ err: error }, 'the upstream store did not answer');
    }
    const [initAnswer, pageAnswer] = answers;
    passCookies(reply, answers);
    const init = initAnswer?.ok ? parseInit(await jsonWithin(initAnswer).catch(() => null)) : null;
    let result: PageDataResult | null = null;
    if (pageAnswer?.status === 404) result = { status: 404, data: null };
    else if (pageAnswer?.ok)
      result = await jsonWithin(pageAnswer).then(
        (body) => ({ status: 200 as const, data: parsePageData(body) }),
        () => null,
      );
    // Without init or a page the browser boots as from a static build: the spinner, then GET /s/api/init.
    if (!init || !result) return reply.code(200).send(shell);
    const shown = await withBuiltInDefault(path, result, loadDefaultPage);
    const boot = { init, page: { path, status: shown.status, data: shown.data } };
    const markup = renderer ? await markupOrNull(renderer, boot, { origin, path: rawPath, search }, request.log) : null;
    const html = renderHtml(template, pageHead(init, shown.data, path), boot, {
      markup,
      jsonLd: structuredData(shown.data?.schema_script),
      telemetry,
      pageModules: pageModules(
        shown.data?.data ?? [],
        shellPartsShown(init, shown.data).map((part) => SHELL_MODULES[part]),
      ),
    });
    return reply.code(shown.status).send(html);
  });
  return app;
}
