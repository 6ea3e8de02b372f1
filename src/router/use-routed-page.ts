import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { matchRoute, normalisePath, type RouteMatch } from '../../contract/routes';
import { useBoot } from '../context/boot-context';
import { errorText } from '../api/error-text';
import { useToast } from '../ui/toast/ToastProvider';
import { rememberRedirect } from '../features/auth/redirect-path';
import { reasonToSignInFor, rememberSignInReason, signInReason } from '../features/auth/sign-in-reason';
import { emitTelemetry } from '../telemetry/telemetry';
import { guardRoute, LOGIN_PATH } from './guards';
import type { PageDataCache } from './page-data-cache';
import { usePageData, type PageDataState } from './use-page-data';
import { useScrollRestoration } from './use-scroll-restoration';
import { useStoreCss } from './use-store-css';

/** Where the router stands: the address's route, its guard, and the page on screen with its own match. */
export interface RoutedPage {
  /** The route of the address (the page on screen may still be the previous one). */
  route: RouteMatch['route'];
  /** Where a guard sends the visitor instead, or null. */
  guardTo: string | null;
  page: PageDataState;
  /** The page on screen matched once: its route and parameters. */
  shownMatch: RouteMatch | null;
  /** Identity of the page on screen: its path and query. */
  pageKey: string | null;
}

/** Resolves the address to a route and page data, applies guards, scroll rules, store CSS and page views. */
export function useRoutedPage(cache: PageDataCache): RoutedPage {
  const { init } = useBoot();
  const [rawPath, navigate] = useLocation();
  // The server keys page data by the normalised path (no trailing or doubled slashes): so does the cache.
  const path = normalisePath(rawPath);
  const search = useSearch();
  const addressMatch = useMemo(() => matchRoute(path), [path]);
  const { route } = addressMatch;
  const guardTo = guardRoute(route, init.user)?.to ?? null;

  // A navigation that changes only the query (a new search, the next page of a list) is a page view too.
  useEffect(() => emitTelemetry({ kind: 'pageview', path, search }), [path, search]);
  useEffect(() => {
    if (!guardTo) return;
    rememberRedirect(sessionStorage, `${path}${search ? `?${search}` : ''}`, location.origin);
    // A reason the shopper's own tap gave (a wishlist heart) stays; else the page's own.
    if (guardTo === LOGIN_PATH && !signInReason.read()) rememberSignInReason(reasonToSignInFor(path));
    navigate(guardTo, { replace: true });
  }, [guardTo, path, search, navigate]);

  const toast = useToast();
  const page = usePageData(cache, guardTo ? null : path, (error) => toast.error(errorText(error)));
  const shown = page.shown;
  const shownPath = shown?.path;
  // Matched once per path: the page on screen is usually the address's own.
  const shownMatch = useMemo(
    () => (shownPath === undefined ? null : shownPath === path ? addressMatch : matchRoute(shownPath)),
    [shownPath, path, addressMatch],
  );
  const pageKey = shown ? `${shown.path}?${search}` : null;
  useScrollRestoration(pageKey, (shownMatch?.route ?? route).scrollToTop);
  useStoreCss(init.webPageCss, shown?.result.data?.css ?? '');
  return { route, guardTo, page, shownMatch, pageKey };
}
