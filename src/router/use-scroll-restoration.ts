import { useEffect, useRef } from 'react';
import { applyScroll, decideScroll } from './scroll';

/**
 * Scrolls after each page change: Back/Forward return to the saved position, a link with a hash
 * goes to its anchor, other navigations go to the top unless the route opts out.
 */
export function useScrollRestoration(pageKey: string | null, scrollToTop: boolean): void {
  const positions = useRef(new Map<string, number>());
  const popped = useRef(false);
  const currentKey = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onPop = () => {
      popped.current = true;
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (currentKey.current) positions.current.set(currentKey.current, window.scrollY);
      });
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (pageKey === null || pageKey === currentKey.current) return;
    const first = currentKey.current === null;
    currentKey.current = pageKey;
    const saved = popped.current ? positions.current.get(pageKey) : undefined;
    popped.current = false;
    // A full page load keeps the browser's own position unless there is a hash to honour.
    if (first && !location.hash) return;
    applyScroll(decideScroll({ saved, hash: location.hash, scrollToTop }));
  }, [pageKey, scrollToTop]);
}
