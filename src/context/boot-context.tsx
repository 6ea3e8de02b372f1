import { createContext, useContext, type ReactNode } from 'react';
import type { Init } from '../../contract/init';
import type { ApiClient } from '../api/http-client';
import type { Prefetched } from '../../contract/prefetched';

/** The booted store: init configuration, the API client, and the first page's prefetched answers. */
export interface Boot {
  init: Init;
  api: ApiClient;
  prefetched?: Prefetched;
}

const BootContext = createContext<Boot | null>(null);

export function BootProvider({ value, children }: { value: Boot; children: ReactNode }) {
  return <BootContext.Provider value={value}>{children}</BootContext.Provider>;
}

/** The booted store (init and API client). */
export function useBoot(): Boot {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot needs a <BootProvider> above it');
  return boot;
}
