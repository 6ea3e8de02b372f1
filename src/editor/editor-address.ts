/** The page the editor's address names (`?path=/offers`), else the home page. */
export function pathFromAddress(search: string): string {
  const path = new URLSearchParams(search).get('path');
  return path && path.startsWith('/') ? path : '/';
}

/** The editor's address opening `path`. */
export function withPath(href: string, path: string): string {
  const url = new URL(href);
  url.searchParams.set('path', path);
  return url.pathname + url.search;
}
