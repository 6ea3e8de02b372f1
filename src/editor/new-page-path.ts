import { pagePathProblem } from '../../contract/page-versions';
import { matchRoute, normalisePath } from '../../contract/routes';

/** A new page's path as typed ("offers", "/Offers/") made a path, or why it cannot be a new page. */
export function newPagePath(typed: string, existing: readonly string[]): { path: string } | { problem: string } {
  const trimmed = typed.trim();
  if (!trimmed) return { problem: 'Enter the new page’s path, for example /offers' };
  const path = normalisePath(trimmed.startsWith('/') ? trimmed : `/${trimmed}`);
  const problem = pagePathProblem(path);
  if (problem) return { problem };
  if (matchRoute(path).route.id !== 'content')
    return { problem: `${path} is one of the store’s own pages: pick it in the list to edit it` };
  if (existing.includes(path)) return { problem: `There is already a page at ${path}` };
  return { path };
}
