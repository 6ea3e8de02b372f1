import { useEffect, useRef } from 'react';
import { applyScroll, decideScroll } from './scroll';

const ENTRY_KEY = 'sfEntry';
let entries = 0;

/**
 * The id of the current history entry, stamped into `history.state` on first visit. An entry that
 * already has one was visited before: this is Back/Forward (or a reload). Tracking entries instead
 * of popstate events matters because a render may see the new location before popstate fires.
 */
function currentEntry(): { id: string; revisited: boolean } {
  const state: unknown = history.state;
  const record = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const known = record[ENTRY_KEY];
  if (typeof known === 'string') return { id: known, revisited: true };
  const id = `${Date.now().toString(36)}-${++entries}`;
  history.replaceState({ ...record, [ENTRY_KEY]: id }, '');
  return { id, revisited: false };
}

/**
 * Scrolls after each page change: Back/Forward return to the entry's saved position, a link with
 * a hash goes to its anchor, other navigations go to the top unless the route opts out.
 */
export function useScrollRestoration(pageKey: string | null, scrollToTop: boolean): void {
  const positions = useRef(new Map<string, number>());
  const entry = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Only while the history entry is still the page's own: after a navigation, the new page
        // (often shorter) clamps the scroll before the entry is updated, and that is not a position.
        const state: unknown = history.state;
        const id = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[ENTRY_KEY] : undefined;
        if (entry.current && id === entry.current) positions.current.set(entry.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (pageKey === null) return;
    const first = entry.current === null;
    const { id, revisited } = currentEntry();
    if (id === entry.current) return;
    entry.current = id;
    // A full page load keeps the browser's own position unless there is a hash to honour.
    if (first && !location.hash) return;
    const saved = revisited ? positions.current.get(id) : undefined;
    applyScroll(decideScroll({ saved, hash: location.hash, scrollToTop }));
  }, [pageKey, scrollToTop]);
}
