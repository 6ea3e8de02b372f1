import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Init } from '../../contract/init';
import type { ApiClient } from '../api/http-client';
import type { Prefetched } from '../../contract/prefetched';

/** The booted store: init configuration, the API client, and the first page's prefetched answers. */
export interface Boot {
  init: Init;
  api: ApiClient;
  prefetched?: Prefetched;
  /** The path whose first page is a staff member's draft preview (`?preview=draft`), marked as such; absent on shoppers' pages. */
  draftPath?: string;
  /** Makes a pincode the server has accepted the delivery pincode everywhere, without a page reload (issue 35). */
  choosePincode(pincode: string): void;
}

const BootContext = createContext<Boot | null>(null);

/** Provides the booted store; it keeps the delivery pincode the shopper chooses later. */
export function BootProvider({ value, children }: { value: Omit<Boot, 'choosePincode'>; children: ReactNode }) {
  const [pincode, choosePincode] = useState<string | null>(null);
  const boot = useMemo<Boot>(
    () => ({
      ...value,
      init: pincode === null || pincode === value.init.pincode ? value.init : { ...value.init, pincode },
      choosePincode,
    }),
    [value, pincode],
  );
  return <BootContext.Provider value={boot}>{children}</BootContext.Provider>;
}

/** The booted store (init and API client). */
export function useBoot(): Boot {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot needs a <BootProvider> above it');
  return boot;
}
