import type { ComponentTypes } from '../src/generated/components';

/** Ids of the built-in screens: the enum of the screen component's schema (schemas/components/screen.schema.json). */
export type ScreenId = NonNullable<ComponentTypes['screen']['data']>['screen'];

/** Ids of built-in routes: the home page and one per screen. */
export type RouteId = 'home' | ScreenId;

/** Who may open a route: anyone, a signed-in user, or a signed-in sales agent. */
export type RouteAccess = 'public' | 'login' | 'agent';

/** Route metadata; what a route shows is page data, resolved separately. */
export interface RouteDef {
  /** Stable id; the default page fixture for the route is `fixtures/pages/routes/<id>.json`. */
  id: RouteId | 'content';
  /** Pattern with `:param` segments. */
  path: string;
  access: RouteAccess;
  /** Skip the centred content container. */
  fullWidth: boolean;
  /** The store's popup banner may show here. */
  popup: boolean;
  /** Navigating here scrolls to the top (unless a saved position or hash applies). */
  scrollToTop: boolean;
}

type RouteMeta = Partial<Omit<RouteDef, 'id' | 'path'>>;

const route = <I extends RouteDef['id']>(id: I, path: string, meta: RouteMeta = {}): RouteDef & { id: I } => ({
  id,
  path,
  access: 'public',
  fullWidth: false,
  popup: false,
  scrollToTop: true,
  ...meta,
});

/** Built-in routes, most specific first; any other path is a page-builder content page. */
export const routes = [
  route('home', '/', { popup: true }),
  route('product-list', '/products', { popup: true }),
  route('product', '/products/:slug'),
  route('cart', '/cart'),
  route('checkout', '/checkout', { access: 'login', fullWidth: true }),
  route('checkout-confirm', '/checkout/confirm/:id', { access: 'login', fullWidth: true }),
  route('checkout-pay', '/checkout/:provider/:id', { access: 'login', fullWidth: true }),
  route('order-success', '/order/success/:ordernumber', { access: 'login' }),
  route('login', '/auth/login', { fullWidth: true }),
  route('verify', '/auth/verify', { fullWidth: true }),
  route('register', '/auth/register', { fullWidth: true }),
  route('logout', '/auth/logout', { fullWidth: true }),
  route('website-choose', '/auth/bos/choose', { access: 'login', fullWidth: true }),
  route('website-create', '/auth/bos/create', { access: 'login', fullWidth: true }),
  route('account', '/account', { access: 'login' }),
  route('orders', '/account/orders', { access: 'login' }),
  route('order', '/account/orders/:id', { access: 'login' }),
  route('addresses', '/account/addresses', { access: 'login' }),
  route('details', '/account/details', { access: 'login' }),
  route('wishlist', '/account/wishlist', { access: 'login' }),
  route('dashboard', '/account/dashboard', { access: 'agent' }),
] as const satisfies readonly RouteDef[];

/** Compiles only when every screen of the schema's enum (and home) has a route above. */
type EveryRoute<Missing extends never> = Missing;
export type RoutesCoverEveryScreen = EveryRoute<Exclude<RouteId, (typeof routes)[number]['id']>>;

/** The route for page-builder content pages (any path without a built-in route); full-width (spec section 2). */
export const contentRoute: RouteDef = route('content', '*', { fullWidth: true });

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Normalises a pathname: one leading slash, no trailing slash, no empty segments. */
export function normalisePath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return '/' + segments.join('/');
}

/** Finds the route for a pathname; content pages match `contentRoute`. */
export function matchRoute(pathname: string): RouteMatch {
  const segments = normalisePath(pathname).split('/').filter(Boolean);
  for (const candidate of routes) {
    const pattern = candidate.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      const value = segments[i] as string;
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(value);
        return true;
      }
      return part === value;
    });
    if (ok) return { route: candidate, params };
  }
  return { route: contentRoute, params: {} };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
