import { lazy, Suspense, useEffect } from 'react';
import { structuredData } from '../../contract/json-for-script';
import { pageHead } from '../../contract/page-head';
import { useBoot } from '../context/boot-context';
import { CartBar } from '../features/cart/CartBar';
import { PageMain } from '../router/PageMain';
import type { PageDataCache } from '../router/page-data-cache';
import { RoutedContent } from '../router/RoutedContent';
import { useRoutedPage } from '../router/use-routed-page';
import { STORE_SCOPE } from '../sanitise/store-scope';
import { ProgressBar } from '../ui/loading/ProgressBar';
import { footer } from './footer/footer-code';
import { applyHead, applyStructuredData } from './head/apply-head';
import { DraftMarker } from './DraftMarker';
import { Header } from './header/Header';

const PopupBanner = lazy(() => import('./popup/PopupBanner'));

/** The store's page layout around the routed content: header, main area, cart bar, footer and popup. */
export function StoreLayout({ cache }: { cache: PageDataCache }) {
  const { init, draftPath } = useBoot();
  // Spec section 3: init carries the popup; a store may send it with the website instead.
  const popup = init.popup ?? init.web.popup ?? null;
  const { route, guardTo, page, shownMatch, pageKey } = useRoutedPage(cache);
  const shown = page.shown;
  const data = shown?.result.data ?? null;

  useEffect(() => {
    if (!shown) return;
    applyHead(pageHead(init, shown.result.data, shown.path));
    applyStructuredData(structuredData(shown.result.data?.schema_script));
  }, [init, shown]);

  return (
    <div className={STORE_SCOPE}>
      <ProgressBar active={page.loading} />
      {shown && shown.path === draftPath ? <DraftMarker path={draftPath} /> : null}
      {!data || data.show_navbar ? <Header init={init} showSubNavbar={!data || Boolean(data.show_sub_navbar)} /> : null}
      {/* Spec section 1: the main area is re-created on every full-path change (query included). */}
      <PageMain key={pageKey ?? 'pending'} fullWidth={(shownMatch?.route ?? route).fullWidth}>
        <RoutedContent page={page} shownMatch={shownMatch} />
      </PageMain>
      <CartBar />
      {!data || data.show_footer ? (
        <Suspense fallback={null}>
          <footer.Component init={init} />
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
