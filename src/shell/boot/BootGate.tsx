import { useCallback, useEffect, useRef, useState } from 'react';
import type { Init } from '../../../contract/init';
import type { ApiClient } from '../../api/http-client';
import { loadInit } from '../../api/store-api';
import { FullScreenSpinner } from '../../ui/loading/FullScreenSpinner';
import type { BootPage } from '../../../contract/boot-payload';
import { BootError } from './BootError';
import type { Boot } from './read-boot-payload';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; init: Init; page: BootPage | null };

/** Boots from the inlined payload `boot` (no API call), else from GET /s/api/init; shows Retry on failure. */
export function BootGate({
  api,
  boot,
  children,
}: {
  api: ApiClient;
  boot: Boot | null;
  children: (init: Init, page: BootPage | null) => React.ReactNode;
}) {
  const [state, setState] = useState<State>(() => (boot ? { kind: 'ready', ...boot } : { kind: 'loading' }));
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const init = await loadInit(api);
    setState(init ? { kind: 'ready', init, page: null } : { kind: 'failed' });
  }, [api]);
  // Without a payload the first mount loads by itself (once, even under StrictMode); Retry loads again.
  const started = useRef(state.kind !== 'loading');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void load();
  }, [load]);
  if (state.kind === 'failed') return <BootError onRetry={load} />;
  if (state.kind === 'loading') return <FullScreenSpinner />;
  return <>{children(state.init, state.page)}</>;
}
