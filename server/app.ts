import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppContext } from './context';
import { addressRoutes } from './routes/addresses';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { cookieRoute } from './routes/cookie';
import { dashboardRoutes } from './routes/dashboard';
import { couponRoutes } from './routes/coupons';
import { discoverabilityRoutes } from './routes/discoverability';
import { ingestRoutes } from './routes/ingest';
import { initRoute } from './routes/init';
import { iconRoutes } from './routes/icons';
import { mediaRoutes } from './routes/media';
import { orderRoutes } from './routes/orders';
import { paymentRoutes, WEBHOOK_PREFIX } from './routes/payments';
import { pageBuilderRoutes } from './routes/page-builder';
import { websiteSettingsRoutes } from './routes/website-settings';
import { pageDataRoute } from './routes/page-data';
import { pincodeRoute } from './routes/pincode';
import { productRoutes } from './routes/products';
import { profileRoutes } from './routes/profile';
import { pageEditorAppRoutes } from './routes/page-editor-app';
import { localMediaStore } from './media/media-store';
import { mediaStoreFromEnv } from './media/media-store-from-env';
import { type PageCacheSetup, spaRoutes } from './routes/spa';
import { type StaffAreas, staffAreaRoutes, staffAreasFromEnv } from './routes/staff-areas';
import { withoutShareToken } from '../contract/share-token';
import type { ServerRenderer } from '../contract/server-renderer';
import { testGatewayRoutes } from './routes/test-gateway';
import { webuiRoutes } from './routes/webui';
import { wishlistRoutes } from './routes/wishlist';
import { registerInputGuard } from './security/input-guard';
import { limitConnectionsPerNetwork } from './security/connections-per-network';
import {
  isPageRefusal,
  type RateLimits,
  rateLimitsFromEnv,
  refusalDelayFromEnv,
  registerRateLimits,
  TOO_MANY_PAGE,
} from './security/rate-limits';
import { apiRefusal } from './security/xsrf';
import { type Gateways, gatewaysFromEnv } from './services/payments/gateways';
import { type TelemetryConfig, telemetryFromEnv } from './telemetry/telemetry-config';
import { errorTracker } from './telemetry/error-tracking';
import { summariseServerError } from './telemetry/server-error';
import type { TrustProxy } from './config';

export interface AppOptions extends Omit<AppContext, 'gateways' | 'telemetry' | 'media' | 'refusalDelayMs'> {
  /** A directory for uploaded images (tests); else S3_* or MEDIA_DIR from the environment (media-store-from-env.ts). */
  mediaDir?: string;
  /** Error reporting and analytics; from the environment unless a test gives its own. */
  telemetry?: TelemetryConfig;
  /** Payment gateways; from the environment unless a test gives its own. */
  gateways?: Gateways;
  /** The built SPA (dist/); without it only the API is served. */
  distDir?: string | null;
  /** Server rendering of page markup (the server build of the SPA); without it pages render in the browser. */
  renderer?: ServerRenderer | null;
  /** Where the staff areas live; from the environment (ADMIN_URL, POS_URL) unless a test gives its own. */
  staffAreas?: StaffAreas;
  /** URLs per sitemap file (50,000; tests use fewer). */
  sitemapLimit?: number;
  /** Which proxies to believe about the client's address and protocol (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** Requests a minute per client address on pages, search, sign-in and analytics; from the environment unless given. */
  rateLimits?: RateLimits;
  /** How long a refusal of a rate limit is held before it is sent; from the environment (RATE_LIMIT_DELAY_MS) unless given. */
  refusalDelayMs?: number;
  /** Logs every request too (LOG_REQUESTS=1); errors are always logged. */
  logger?: boolean;
  /** Where the log goes (standard output unless given; tests read it). */
  logStream?: { write(line: string): void };
  /** Rendered pages kept for visitors who carry nothing personal (routes/spa.ts); off without it. */
  pageCache?: PageCacheSetup | null;
}

/** Builds the reference store server. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors always (issue 36: with the logger off, 500s left no trace), every request only when asked.
    logger: {
      level: options.logger ? 'info' : 'error',
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Only what says what failed: an error's own fields (a database error's `detail`) can carry a
      // shopper's phone or address, and a request's address its query.
      serializers: {
        err: summariseServerError,
        // A preview link's token opens an unpublished page: the log keeps the address without it.
        req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
          method: request.method,
          url: withoutShareToken(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within two minutes (an 8 MB upload on a slow phone takes well under
    // it): a client trickling bytes cannot hold a connection open for ever.
    requestTimeout: 120_000,
    routerOptions: { maxParamLength: 2000 },
    return503OnClosing: true,
    trustProxy: options.trustProxy ?? false,
    // Refusals before routing (a path parameter over maxParamLength, a malformed escape) answer in the
    // contract's error shape like every other, not Fastify's {error, code, message, statusCode}.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      (reply as FastifyReply).code(tooLong ? 414 : 400).send({ message: tooLong ? 'The address is too long' : 'The address is not valid' });
    },
  });
  if (!options.trustProxy) limitConnectionsPerNetwork(app.server);
  const ctx: AppContext = {
    db: options.db,
    secret: options.secret,
    gateways: options.gateways ?? gatewaysFromEnv(process.env, options.secret, options.db),
    telemetry: options.telemetry ?? telemetryFromEnv(),
    // An S3-compatible bucket when one is configured, else a local directory.
    media: options.mediaDir ? localMediaStore(options.mediaDir) : mediaStoreFromEnv(process.env),
    refusalDelayMs: options.refusalDelayMs ?? refusalDelayFromEnv(),
  };
  await app.register(fastifyCookie);
  // Before the static files (the plugin's rule). Quality 5 keeps brotli cheap enough to run per response;
  // request bodies are never inflated (a compressed body could hide a size far over bodyLimit).
  await app.register(fastifyCompress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await registerRateLimits(app, options.rateLimits ?? rateLimitsFromEnv(), ctx.refusalDelayMs);

  app.addHook('onRequest', async (request, reply) => {
    // Decided on the route the router matched, never on the raw URL: the router decodes escapes
    // (`/s/%61pi/…`) and takes absolute-form request lines (`POST http://host/s/api/…`), which a test
    // of `request.url` let through. Webhooks come from the gateways' servers and carry their own
    // signatures instead.
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/s/api') || route.startsWith(WEBHOOK_PREFIX)) return;
    const refusal = apiRefusal(request, route, ctx.secret);
    if (refusal) return reply.code(403).send({ message: refusal });
  });
  registerInputGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Over https (directly, or through a trusted proxy) browsers keep to https for half a year. No
    // includeSubDomains: a store's sibling subdomains may belong to other stores.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000');
  });
  const reportError = errorTracker(ctx.telemetry.sentryDsn, ctx.telemetry.environment, (problem) => app.log.warn(problem));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      const where = {
        requestId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? null,
        host: request.hostname,
        status,
      };
      request.log.error({ err: error, method: where.method, route: where.route, host: where.host }, 'request failed');
      reportError?.(summariseServerError(error), where);
    }
    if (isPageRefusal(request, status)) return reply.code(status).type('text/html; charset=utf-8').send(TOO_MANY_PAGE);
    reply.code(status).send({ message: status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message });
  });

  cookieRoute(app, ctx);
  initRoute(app, ctx);
  pageDataRoute(app, ctx);
  pageBuilderRoutes(app, ctx);
  websiteSettingsRoutes(app, ctx);
  productRoutes(app, ctx);
  cartRoutes(app, ctx);
  couponRoutes(app, ctx);
  pincodeRoute(app, ctx);
  authRoutes(app, ctx);
  addressRoutes(app, ctx);
  profileRoutes(app, ctx);
  wishlistRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  webuiRoutes(app, ctx);
  orderRoutes(app, ctx);
  await paymentRoutes(app, ctx);
  if (ctx.gateways.test) testGatewayRoutes(app, ctx.gateways.test);
  await ingestRoutes(app, ctx.telemetry);
  mediaRoutes(app, ctx);
  iconRoutes(app);
  discoverabilityRoutes(app, ctx, options.sitemapLimit);
  staffAreaRoutes(app, ctx, options.staffAreas ?? staffAreasFromEnv());
  pageEditorAppRoutes(app, ctx, options.distDir ?? null);
  if (options.distDir) {
    await spaRoutes(app, ctx, options.distDir, options.renderer ?? null, options.pageCache ?? null);
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  }
  return app;
}
