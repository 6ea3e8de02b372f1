import { type PageDataResult, withBuiltInDefault as decide } from '../../contract/built-in-page';
import type { RouteDef } from '../../contract/routes';
import { parseCurrentPageData, type PageData } from '../../contract/page-data';

// The same files the server falls back to (server/services/page-data.ts), one small chunk each: only a
// store that has no page data of its own for a built-in route ever loads one.
const defaultPages = import.meta.glob<unknown>('../../fixtures/pages/routes/*.json', { import: 'default' });

const loadDefault = async (routeId: RouteDef['id']): Promise<unknown> => defaultPages[`../../fixtures/pages/routes/${routeId}.json`]?.();

/** The built-in default page of a route (`fixtures/pages/routes/<id>.json`); undefined for content pages. */
export async function builtInDefaultPage(routeId: RouteDef['id']): Promise<PageData | undefined> {
  const page = await loadDefault(routeId);
  return page === undefined ? undefined : parseCurrentPageData(page);
}

/** The page to show for `path`, with the route's default page compiled into the app (contract/built-in-page.ts). */
export const withBuiltInDefault = (path: string, result: PageDataResult): Promise<PageDataResult> => decide(path, result, loadDefault);
