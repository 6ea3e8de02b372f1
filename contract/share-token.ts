import { SHARE_PARAM } from './preview-links';

/** What a shared preview link's token reads as where it is recorded. */
export const REDACTED = 'redacted';

/**
 * A URL or path (`/offers?share=12.abc#top`) with a shared preview link's token replaced, for logs and
 * analytics: whoever reads those must not be able to open an unpublished page with it.
 */
export function withoutShareToken(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0 || !url.includes(`${SHARE_PARAM}=`)) return url;
  const hashAt = url.indexOf('#', queryAt);
  const end = hashAt < 0 ? url.length : hashAt;
  const query = new URLSearchParams(url.slice(queryAt + 1, end));
  if (!query.has(SHARE_PARAM)) return url;
  query.set(SHARE_PARAM, REDACTED);
  return `${url.slice(0, queryAt)}?${query.toString()}${url.slice(end)}`;
}
