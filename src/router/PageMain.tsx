import { useRef, type ReactNode } from 'react';
import { useCarriedFocus } from './use-carried-focus';
import { useCollapseDetails } from './use-collapse-details';

/** The main area of one page; keyed by the full path, so every navigation mounts a fresh one. */
export function PageMain({ fullWidth, children }: { fullWidth: boolean; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useCollapseDetails(ref);
  useCarriedFocus(ref);
  return (
    <main ref={ref} id="main" className={fullWidth ? 'main main-full' : 'main main-contained'}>
      {children}
    </main>
  );
}
