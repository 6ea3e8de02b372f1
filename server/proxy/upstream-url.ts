/** Where the proxy forwards to: the store's API only, under `/s/`. */
const API_PREFIX = '/s/';

/**
 * The upstream URL for a request target (`/s/api/cart?x=1`) of the proxy, or null when it would reach
 * anything but the store's API: a target not in origin form (`http://host/…`, `*`), a path whose
 * segments, once decoded, climb out (`..`, `%2e%2e`) or hide a separator (`%2f`, `\`, `%5c`), or a
 * control character. Built with `URL`, never by joining text, and checked again after URL has
 * normalised it, so what is forwarded is what was checked.
 */
export function upstreamUrl(upstream: string, target: string): URL | null {
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  if (!path.startsWith(API_PREFIX) || path.includes('\\')) return null;
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (decoded === '.' || decoded === '..' || /[/\\\u0000-\u001f\u007f]/.test(decoded)) return null;
  }
  const base = new URL(upstream);
  const url = new URL(target, base);
  return url.origin === base.origin && url.pathname.startsWith(API_PREFIX) ? url : null;
}
