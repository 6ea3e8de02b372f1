import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/client';
import type { Gateways } from './services/payments/gateways';
import type { MediaStore } from './media/media-store';
import type { TelemetryConfig } from './telemetry/telemetry-config';
import { ensureSession, loadSession, type SessionRow } from './security/session';
import { httpError } from './http-error';
import type { SettledContent } from './services/content-memo';
import { setXsrfCookie } from './security/xsrf';
import { resolveWebsite, type WebsiteRow } from './website/resolve-website';
import { siteOrigin } from './website/site-origin';

/** What every route needs: the database, the signing secret, the payment gateways, telemetry settings and uploaded media. */
export interface AppContext {
  db: Db;
  secret: string;
  gateways: Gateways;
  telemetry: TelemetryConfig;
  media: MediaStore;
  /** How long a refusal to a client over a limit is held before it is sent (RATE_LIMIT_DELAY_MS). */
  refusalDelayMs: number;
}

/** The website and visitor a request speaks for. */
export interface Site {
  website: WebsiteRow;
  origin: URL;
  session: SessionRow | null;
}

/** Resolves the website from the request origin (from memory when content has `settled`) and loads the visitor's session for it. */
export async function resolveSite(ctx: AppContext, request: FastifyRequest, settled: SettledContent | null = null): Promise<Site> {
  const origin = siteOrigin(request);
  const website = await resolveWebsite(ctx.db, origin.hostname, settled);
  const session = await loadSession(ctx.db, ctx.secret, request, website.id);
  return { website, origin, session };
}

/** The visitor's session for a write (a cart change, a pincode): made now if the visitor had none, with a fresh XSRF token when its id is new. */
export function sessionForWrite(ctx: AppContext, site: Site, request: FastifyRequest, reply: FastifyReply): Promise<SessionRow> {
  return ensureSession(ctx.db, ctx.secret, request, reply, site.website.id, site.session, (id) => setXsrfCookie(reply, ctx.secret, id));
}

/** A request's site and the shopper signed in on it. */
export interface SignedIn {
  site: Site;
  websiteId: number;
  userId: number;
}

/** The site and signed-in shopper of a request; a visitor who is not signed in is answered 401 with `message`. */
export async function signedIn(ctx: AppContext, request: FastifyRequest, message: string): Promise<SignedIn> {
  const site = await resolveSite(ctx, request);
  const userId = site.session?.userId;
  if (!userId) throw httpError(401, message);
  return { site, websiteId: site.website.id, userId };
}
