import { useEffect, useRef } from 'react';

const DEPTH_KEY = 'sfOverlay';

/** How many overlays the history entry stands for (0 for a page's own entry). */
function overlayDepth(state: unknown): number {
  const depth = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[DEPTH_KEY] : undefined;
  return typeof depth === 'number' ? depth : 0;
}

/**
 * Back (Android's button, a swipe, the browser's arrow) closes an open overlay instead of leaving the
 * page (issue 35): opening pushes an entry for the same address, Back pops it and closes the overlay,
 * and a close by other means (×, Escape, a tap outside) takes the entry back off. A link followed from
 * inside has already pushed its own entry, which is left alone. Overlays over overlays stack: Back
 * closes the top one.
 */
export function useBackCloses(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open) return;
    const state: unknown = history.state;
    const record = state !== null && typeof state === 'object' ? state : {};
    const depth = overlayDepth(state) + 1;
    history.pushState({ ...record, [DEPTH_KEY]: depth }, '');
    let popped = false;
    const onPop = () => {
      if (overlayDepth(history.state) >= depth) return;
      popped = true;
      close.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && overlayDepth(history.state) === depth) history.back();
    };
  }, [open]);
}
