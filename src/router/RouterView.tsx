import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CartBar } from '../app/cart/CartBar';
import { LazyFooter, loadedFooter } from '../app/footer/footer-code';
import { Header } from '../app/header/Header';
import { applyHead, applyStructuredData } from '../app/head/apply-head';
import { structuredData } from '../../contract/json-for-script';
import { pageHead } from '../../contract/page-head';
import { useBoot } from '../app/boot/boot-context';
import { PageRenderer } from '../engine/PageRenderer';
import { STORE_SCOPE } from '../engine/sanitise/store-scope';
import { PageLoadError } from '../screens/PageLoadError';
import { ProgressBar } from '../ui/loading/ProgressBar';
import { guardRoute } from './guards';
import type { PageDataCache } from './page-data-cache';
import { emitTelemetry } from '../telemetry/telemetry';
import { rememberRedirect } from './redirect-path';
import { PageMain } from './PageMain';
import { matchRoute, normalisePath } from '../../contract/routes';
import { usePageData } from './use-page-data';
import { useScrollRestoration } from './use-scroll-restoration';
import { useStoreCss } from './use-store-css';

const PopupBanner = lazy(() => import('../app/popup/PopupBanner'));
// Rare, so loaded when shown (the server's markup has it already).
const NotFound = lazy(() => import('../screens/NotFound'));

/** Resolves the current path to a route and its page data, applies guards, and lays the page out. */
export function RouterView({ cache }: { cache: PageDataCache }) {
  const { init } = useBoot();
  // Below the fold, so off the critical path; loaded before hydration (main.tsx), so rendered at once.
  const Footer = loadedFooter();
  // Spec section 3: init carries the popup; a store may send it with the website instead.
  const popup = init.popup ?? init.web.popup ?? null;
  const [rawPath, navigate] = useLocation();
  // The server keys page data by the normalised path (no trailing or doubled slashes): so does the cache.
  const path = normalisePath(rawPath);
  const search = useSearch();
  const { route } = matchRoute(path);
  const guardTo = guardRoute(route, init.user)?.to ?? null;

  useEffect(() => emitTelemetry({ kind: 'pageview', path }), [path]);
  useEffect(() => {
    if (!guardTo) return;
    rememberRedirect(sessionStorage, `${path}${search ? `?${search}` : ''}`, location.origin);
    navigate(guardTo, { replace: true });
  }, [guardTo, path, search, navigate]);

  const page = usePageData(cache, guardTo ? null : path);
  const shown = page.shown;
  const data = shown?.result.data ?? null;
  const shownRoute = shown ? matchRoute(shown.path).route : route;
  const pageKey = shown ? `${shown.path}?${search}` : null;

  useEffect(() => {
    if (!shown) return;
    applyHead(pageHead(init, shown.result.data, shown.path));
    applyStructuredData(structuredData(shown.result.data?.schema_script));
  }, [init, shown]);
  useScrollRestoration(pageKey, shownRoute.scrollToTop);
  useStoreCss(init.webPageCss, data?.css ?? '');

  return (
    <div className={STORE_SCOPE}>
      <ProgressBar active={page.loading} />
      {!data || data.show_navbar ? <Header init={init} showSubNavbar={!data || Boolean(data.show_sub_navbar)} /> : null}
      {/* Spec section 1: the main area is re-created on every full-path change (query included). */}
      <PageMain key={pageKey ?? 'pending'} fullWidth={shownRoute.fullWidth}>
        {page.failed ? <PageLoadError onRetry={page.retry} />
          : !shown ? null
          : shown.result.status === 404 ? <Suspense fallback={null}><NotFound /></Suspense>
          : <PageRenderer components={shown.result.data.data} />}
      </PageMain>
      <CartBar />
      {!data || data.show_footer ? (
        <Suspense fallback={null}>
          {Footer ? <Footer init={init} /> : <LazyFooter init={init} />}
        </Suspense>
      ) : null}
      {popup && route.popup && !guardTo ? (
        <Suspense fallback={null}>
          <PopupBanner popup={popup} />
        </Suspense>
      ) : null}
    </div>
  );
}
