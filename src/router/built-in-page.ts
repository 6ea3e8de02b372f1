import { matchRoute, type RouteDef } from '../../contract/routes';
import { parsePageData, type PageData } from '../../contract/page-data';
import type { PageDataResult } from '../api/store-api';

// The same files the server falls back to (server/services/page-data.ts), one small chunk each: only a
// store that has no page data of its own for a built-in route ever loads one.
const defaultPages = import.meta.glob<unknown>('../../fixtures/pages/routes/*.json', { import: 'default' });

/** The built-in default page of a route (`fixtures/pages/routes/<id>.json`); undefined for content pages. */
export async function builtInDefaultPage(routeId: RouteDef['id']): Promise<PageData | undefined> {
  const load = defaultPages[`../../fixtures/pages/routes/${routeId}.json`];
  return load ? parsePageData(await load()) : undefined;
}

const placesScreen = (page: PageData) => page.data.some((component) => component.name === 'screen');

/**
 * The page to show for `path`: the store's own page data when it has one for the route (it may add
 * components around the screen), else, for a built-in route, its default page compiled into the app.
 * A store that runs only the specified API has no page data for `/products`, `/cart` or `/account`
 * (the `screen` component is ours): it gets a whole shop all the same. Content pages still 404.
 */
export async function withBuiltInDefault(path: string, result: PageDataResult): Promise<PageDataResult> {
  // A page that places a screen is the store's choice: the path is not matched again for it.
  if (result.status === 200 && placesScreen(result.data)) return result;
  const { route } = matchRoute(path);
  if (route.id === 'content' || (route.id === 'home' && result.status === 200 && result.data.data.length > 0)) return result;
  const fallback = await builtInDefaultPage(route.id);
  return fallback ? { status: 200, data: fallback } : result;
}
