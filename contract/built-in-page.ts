import { parseCurrentPageData, type PageData } from './page-data';
import { matchRoute, type RouteDef } from './routes';

/** The page data of a path as a store answers it: a page, or a 404. */
export type PageDataResult = { status: 200; data: PageData } | { status: 404; data: null };

/** Loads the built-in default page of a route (`fixtures/pages/routes/<id>.json`), as data to parse; undefined when there is none. */
export type DefaultPageLoader = (routeId: RouteDef['id']) => Promise<unknown>;

const placesScreen = (page: PageData) => page.data.some((component) => component.name === 'screen');

/**
 * The page to show for `path`: the store's own page data when it has one for the route (it may add
 * components around the screen), else, for a built-in route, its default page. A store that runs only
 * the specified API has no page data for `/products`, `/cart` or `/account` (the `screen` component is
 * ours): it gets a whole shop all the same. Content pages still 404. The browser (src/router) and the
 * server in front of such a store (server/proxy) decide alike, so a served page hydrates as it is.
 */
export async function withBuiltInDefault(path: string, result: PageDataResult, load: DefaultPageLoader): Promise<PageDataResult> {
  // A page that places a screen is the store's choice: the path is not matched again for it.
  if (result.status === 200 && placesScreen(result.data)) return result;
  const { route } = matchRoute(path);
  if (route.id === 'content' || (route.id === 'home' && result.status === 200 && result.data.data.length > 0)) return result;
  const fallback = await load(route.id);
  return fallback === undefined ? result : { status: 200, data: parseCurrentPageData(fallback) };
}
