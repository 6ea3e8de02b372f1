import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName, readSessionId, sessionCookie } from './session';
import { safeEqual, sign } from './signing';

/** Cookie the page reads and echoes in the X-XSRF-TOKEN header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The XSRF token of a session: bound to its id, so a token from another session never passes. */
export function xsrfTokenFor(secret: string, sessionId: string): string {
  return sign(secret, `xsrf|${sessionId}`);
}

/** Sets the XSRF cookie for a session (readable by the page, not httpOnly). */
export function setXsrfCookie(reply: FastifyReply, secret: string, sessionId: string): void {
  reply.setCookie(cookieName(reply.request, XSRF_COOKIE), xsrfTokenFor(secret, sessionId), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
  });
}

/**
 * GET routes that change state, as the specification makes them (sign-out, the delivery pincode, the
 * coupon's removal): they keep their method but refuse a cross-site request, so that a link or an
 * image on another site cannot sign a shopper out or change the cart.
 */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set([
  '/s/api/auth/logout',
  '/s/api/check/pincode/:pincode',
  '/s/api/remove/coupon',
]);

/** Why a request to a matched API route is refused, or null when it may proceed. */
export function apiRefusal(request: FastifyRequest, route: string, secret: string): string | null {
  if (STATE_CHANGING_GETS.has(route) && request.method === 'GET') {
    if (request.headers['sec-fetch-site'] === 'cross-site') return 'Cross-site requests are not allowed';
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, request)) return 'Cross-origin requests are not allowed';
    return null;
  }
  return xsrfRefusal(request, secret);
}

/** Why a state-changing request is refused, or null when it may proceed. */
export function xsrfRefusal(request: FastifyRequest, secret: string): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'Cross-site requests are not allowed';
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, request)) return 'Cross-origin requests are not allowed';
  const header = request.headers['x-xsrf-token'];
  const cookie = request.cookies[cookieName(request, XSRF_COOKIE)];
  const sessionId = readSessionId(secret, sessionCookie(request));
  if (typeof header !== 'string' || !cookie || !sessionId) return 'Missing XSRF token';
  // Header must equal the cookie (double submit) and the cookie must be this session's token,
  // so a cookie planted from a sibling subdomain does not pass.
  const expected = xsrfTokenFor(secret, sessionId);
  const headerOk = safeEqual(header, cookie);
  const sessionOk = safeEqual(cookie, expected);
  return headerOk && sessionOk ? null : 'Invalid XSRF token';
}

function isOwnOrigin(origin: string, request: FastifyRequest): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.host === request.headers.host) return true;
  const webUrl = request.headers['x-web-url'];
  if (typeof webUrl !== 'string') return false;
  try {
    return new URL(webUrl).origin === parsed.origin;
  } catch {
    return false;
  }
}
