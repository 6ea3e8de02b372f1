import type { FastifyRequest } from 'fastify';

/** A 400-class problem with the request itself, answered as JSON. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
}

/**
 * The storefront origin a request speaks for: the `x-web-url` header when given (the SPA sends it),
 * else the Host header. Throws BadRequestError for a malformed `x-web-url`.
 */
export function siteOrigin(request: FastifyRequest): URL {
  const header = request.headers['x-web-url'];
  if (header !== undefined) {
    const value = Array.isArray(header) ? header[0] : header;
    const parsed = value && value.length <= 2048 ? parseUrl(value) : null;
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) {
      throw new BadRequestError('The x-web-url header must be an http(s) origin such as https://shop.example');
    }
    return new URL(parsed.origin);
  }
  return parseUrl(`${request.protocol}://${request.headers.host ?? 'localhost'}`) ?? new URL('http://localhost');
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
