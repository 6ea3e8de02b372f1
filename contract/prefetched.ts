/**
 * GET answers of the store API that the server fetched while rendering the first page, keyed by the
 * path and query under /s (e.g. `/api/products/basmati-rice`), so that screens render their data
 * in the server's HTML and hydrate from the same answer without asking again.
 */
export type Prefetched = Readonly<Record<string, unknown>>;

/** The request of one product (the product page). */
export const productRequest = (slug: string): string => `/api/products/${encodeURIComponent(slug)}`;

/** The request of one page of the product list, for its API query string. */
export const productListRequest = (apiQuery: string): string => `/api/products?${apiQuery}`;

/** Prefetched answers from an untrusted payload: a plain object or nothing. */
export function parsePrefetched(raw: unknown): Prefetched {
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Prefetched) : {};
}
