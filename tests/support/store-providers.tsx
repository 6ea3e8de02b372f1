import type { ReactNode } from 'react';
import type { Init } from '../../contract/init';
import type { ApiClient } from '../../src/api/http-client';
import type { Prefetched } from '../../contract/prefetched';
import { BootProvider } from '../../src/context/boot-context';
import { CartProvider } from '../../src/features/cart/CartProvider';
import { DialogProvider } from '../../src/ui/modal/DialogProvider';
import { ToastProvider } from '../../src/ui/toast/ToastProvider';
import { fixtureStoreApi } from './fixture-store-api';
import { makeInit } from './init-factory';

/** The app-wide providers a page needs (booted store, toasts, dialogs, cart), as App has them, for tests and stories. */
export function StoreProviders({
  init = makeInit(),
  api = fixtureStoreApi(),
  prefetched,
  children,
}: {
  init?: Init;
  api?: ApiClient;
  prefetched?: Prefetched;
  children: ReactNode;
}) {
  return (
    <BootProvider value={{ init, api, prefetched }}>
      <ToastProvider>
        <DialogProvider>
          <CartProvider api={api} initial={init.cart}>
            {children}
          </CartProvider>
        </DialogProvider>
      </ToastProvider>
    </BootProvider>
  );
}
