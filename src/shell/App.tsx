import { useEffect, useLayoutEffect, useMemo } from 'react';
import { Router } from 'wouter';
import type { Init } from '../../contract/init';
import type { ApiClient } from '../api/http-client';
import { loadPageData } from '../api/store-api';
import { RegistryProvider } from '../engine/registry-context';
import type { Registry } from '../../registry/registry-types';
import { withBuiltInDefault } from '../router/built-in-page';
import { createPageDataCache } from '../router/page-data-cache';
import { StoreLayout } from './StoreLayout';
import { startTelemetryWhenIdle } from '../telemetry/telemetry';
import { DialogProvider } from '../ui/modal/DialogProvider';
import { ToastProvider } from '../ui/toast/ToastProvider';
import type { BootPage } from '../../contract/boot-payload';
import { BootProvider } from '../context/boot-context';
import { CartProvider } from '../features/cart/CartProvider';
import { loadFont } from './theme/font';
import { applyTheme } from './theme/theme';

export interface AppProps {
  init: Init;
  firstPage: BootPage | null;
  api: ApiClient;
  registry: Registry;
}

/** The booted store: theme, font, registry and router around the current page. */
export function App({ init, firstPage, api, registry }: AppProps) {
  const cache = useMemo(
    () => createPageDataCache(async (path) => withBuiltInDefault(path, await loadPageData(api, path)), firstPage),
    [api, firstPage],
  );
  const boot = useMemo(
    () => ({ init, api, prefetched: firstPage?.prefetched, ...(firstPage?.draft ? { draftPath: firstPage.path } : {}) }),
    [init, api, firstPage],
  );
  // Layout effect: the theme is in place before the first paint.
  useLayoutEffect(() => applyTheme(init), [init]);
  useEffect(() => loadFont(init.web.font_family), [init.web.font_family]);
  useEffect(() => {
    const { id, name, font_family } = init.web;
    startTelemetryWhenIdle({ web: { id, name, font_family }, user: init.user?.id ? { id: init.user.id } : null });
  }, [init]);
  return (
    <BootProvider value={boot}>
      <RegistryProvider registry={registry}>
        {/* One toast API and one confirm/alert for the whole app (src/ui). */}
        <ToastProvider>
          <DialogProvider>
            <CartProvider api={api} initial={init.cart}>
              <Router>
                <StoreLayout cache={cache} />
              </Router>
            </CartProvider>
          </DialogProvider>
        </ToastProvider>
      </RegistryProvider>
    </BootProvider>
  );
}
