import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { INGEST_PATH } from '../../contract/ingest-path';
import { setTimeout as sleep } from 'node:timers/promises';
import { httpError } from '../http-error';

/** Requests one client address may make a minute in each class of route; 0 turns that limit off. */
export interface RateLimits {
  /** Page renders: every page path (HTML) and its data (`/s/api/page/data…`, `/s/api/products/{slug}`). */
  pages: number;
  /** Product search and listing, `GET /s/api/products` (the header's suggestions ask as the shopper types). */
  search: number;
  /** Sign-in codes asked for and tried, `POST /s/api/auth/otp` and `/s/api/auth/verify`. */
  signIn: number;
  /** The analytics proxy, `/s/ingest/…`. */
  analytics: number;
  /** Pictures, `GET /s/media/…`: most are files, but a demo picture not yet drawn costs a drawing. */
  media: number;
}

type RateClass = keyof RateLimits;

/** The defaults: several times what a busy shopper (or the whole Playwright suite on 127.0.0.1) needs. */
export const DEFAULT_RATE_LIMITS: RateLimits = { pages: 600, search: 300, signIn: 30, analytics: 300, media: 3000 };

const ENV_NAMES: Record<RateClass, string> = {
  pages: 'RATE_LIMIT_PAGES',
  search: 'RATE_LIMIT_SEARCH',
  signIn: 'RATE_LIMIT_SIGN_IN',
  analytics: 'RATE_LIMIT_ANALYTICS',
  media: 'RATE_LIMIT_MEDIA',
};

/** RATE_LIMIT_PAGES, _SEARCH, _SIGN_IN, _ANALYTICS and _MEDIA: requests a minute per client address (0: no limit). */
export function rateLimitsFromEnv(env = process.env): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(ENV_NAMES) as RateClass[]) {
    const value = env[ENV_NAMES[key]]?.trim();
    if (!value) continue;
    if (!/^\d{1,7}$/.test(value))
      throw new Error(`${ENV_NAMES[key]} must be a whole number of requests a minute (0 for no limit), got ${value}`);
    limits[key] = Number(value);
  }
  return limits;
}

/**
 * How long a refusal is held before it is sent (RATE_LIMIT_DELAY_MS, default 1000; 0 to 10000). A
 * client over its limit that waits for each answer, as floods and scripts do, then sends one request a
 * second per connection instead of thousands: the refusals stop filling a core, so shoppers keep theirs
 * (nginx's limit_req queues what is over its rate the same way). A held refusal costs a timer, no CPU.
 */
export function refusalDelayFromEnv(env = process.env): number {
  const value = env.RATE_LIMIT_DELAY_MS?.trim();
  if (!value) return 1000;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 10_000)
    throw new Error(`RATE_LIMIT_DELAY_MS must be a whole number of milliseconds from 0 to 10000, got ${value}`);
  return Number(value);
}

const reads = (route: RouteOptions) => [route.method].flat().some((method) => method === 'GET' || method === 'HEAD');

/** Which class a route belongs to, from its method and path pattern; most routes are in none. */
function rateClassOf(route: RouteOptions): RateClass | null {
  const url = route.url;
  if (url.startsWith(`${INGEST_PATH}/`)) return 'analytics';
  if (url === '/s/api/auth/otp' || url === '/s/api/auth/verify') return 'signIn';
  if (!reads(route)) return null;
  if (url === '/s/api/products') return 'search';
  if (url.startsWith('/s/media/')) return 'media';
  if (url === '/*' || url.startsWith('/s/api/page/data') || url === '/s/api/products/:slug') return 'pages';
  return null;
}

const TOO_MANY = 'Too many requests from your network. Please wait a minute and try again.';

/**
 * Limits requests per client address (`request.ip`: the proxy's word only under TRUST_PROXY) on the
 * routes a visitor can make expensive or use to guess: one counter per class, shared by its routes.
 * Counters live in this process; behind several processes each keeps its own. A refusal is sent
 * `refusalDelayMs` after the request (refusalDelayFromEnv). Must run before the routes are added.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits, refusalDelayMs = refusalDelayFromEnv()): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    // Per address; an IPv6 client usually holds a whole /64.
    ipv6Subnet: 64,
    errorResponseBuilder: (_request, context) => httpError(context.statusCode, TOO_MANY),
  });
  const hooks = new Map<RateClass, onRequestHookHandler>();
  for (const key of Object.keys(limits) as RateClass[]) {
    if (limits[key] === 0) continue;
    const limit = app.rateLimit({ max: limits[key], timeWindow: 60_000 });
    hooks.set(key, async function held(request, reply) {
      try {
        await limit.call(this, request, reply);
      } catch (refusal) {
        if (refusalDelayMs > 0) await sleep(refusalDelayMs);
        throw refusal;
      }
    });
  }
  app.addHook('onRoute', (route) => {
    const key = rateClassOf(route);
    const hook = key && hooks.get(key);
    if (!hook) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), hook];
  });
}

/** A page request refused by a limit gets a small page rather than JSON; the API keeps its JSON shape. */
export function isPageRefusal(request: FastifyRequest, status: number): boolean {
  return status === 429 && request.routeOptions.url === '/*';
}

/** The page sent for a refused page request: plain, with no script or stylesheet to ask for (that would count too). */
export const TOO_MANY_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Please wait a minute</title>
<main style="font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;max-width:32rem;margin:3rem auto;padding:0 1.25rem">
<h1 style="font-size:1.5rem;margin:0 0 .5rem">Please wait a minute</h1><p>Your network has asked for more pages this minute than the store serves one visitor. Wait a moment, then try again.</p><p><a href="" style="color:#0b6e35">Try again</a></p></main></html>`;
