/** How a store link opens: inside the app, in a new tab, or not at all. */
export type LinkTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string } | null;

/**
 * The link policy: `/…` stays in the app; `http(s)://…` and `www.…` (given `https://`) open in a
 * new tab; anything else — `javascript:`, `data:`, `//host` — is not a link.
 */
export function linkTarget(raw: string | null | undefined): LinkTarget {
  const href = (raw ?? '').trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (!href || /[\u0000-\u001f\u007f\\]/.test(href)) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'internal', href };
  const absolute = /^www\./i.test(href) ? `https://${href}` : href;
  if (!/^https?:\/\//i.test(absolute)) return null;
  try {
    return { kind: 'external', href: new URL(absolute).href };
  } catch {
    return null;
  }
}
