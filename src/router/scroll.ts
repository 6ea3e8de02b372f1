/** What to do with the scroll position after a navigation. */
export type ScrollAction = { kind: 'position'; top: number } | { kind: 'anchor'; id: string } | { kind: 'top' } | { kind: 'none' };

export interface ScrollInput {
  /** Position saved for this history entry (Back/Forward), if any. */
  saved: number | undefined;
  /** `location.hash` including `#`, or ''. */
  hash: string;
  /** The route's `scrollToTop` switch. */
  scrollToTop: boolean;
}

/** Saved position first, else the hash anchor, else the top — unless the route opts out. */
export function decideScroll({ saved, hash, scrollToTop }: ScrollInput): ScrollAction {
  if (saved !== undefined) return { kind: 'position', top: saved };
  const id = decodeHash(hash);
  if (id) return { kind: 'anchor', id };
  return scrollToTop ? { kind: 'top' } : { kind: 'none' };
}

function decodeHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Carries out a scroll action in the page, smoothly. */
export function applyScroll(action: ScrollAction, win: Window = window): void {
  if (action.kind === 'none') return;
  if (action.kind === 'anchor') {
    const target = win.document.getElementById(action.id);
    if (target) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
  }
  if (action.kind === 'position') {
    restorePosition(action.top, win);
    return;
  }
  win.scrollTo({ top: 0, behavior: 'smooth' });
}

/** How long a restored position keeps being re-applied while the page below it is still growing. */
// Long enough for a slow phone (and a loaded CI machine) to fetch the page's lazy parts; any input stops it.
const RESTORE_WINDOW_MS = 8000;

/**
 * Goes back to a saved position at once. Lazy parts of the page may still be loading, so while the
 * page is too short to reach it, the position is applied again as the page grows, until it is
 * reached, the shopper scrolls, clicks or types, or the window passes.
 */
function restorePosition(top: number, win: Window): void {
  win.scrollTo({ top, behavior: 'instant' });
  const root = win.document.documentElement;
  if (Math.abs(win.scrollY - top) < 2 || typeof ResizeObserver !== 'function') return;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const) win.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    win.scrollTo({ top, behavior: 'instant' });
    if (Math.abs(win.scrollY - top) < 2) stop();
  });
  observer.observe(win.document.body ?? root);
  const timer = setTimeout(stop, RESTORE_WINDOW_MS);
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const)
    win.addEventListener(type, stop, { passive: true, once: true });
}
