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

/** Smoothly (spec section 2), unless the shopper's system asks for less motion. */
const motion = (win: Window): ScrollBehavior => (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth');

/** Carries out a scroll action in the page, smoothly. */
export function applyScroll(action: ScrollAction, win: Window = window): void {
  if (action.kind === 'none') return;
  const behavior = motion(win);
  if (action.kind === 'anchor') {
    const target = win.document.getElementById(action.id);
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' });
      return;
    }
  }
  if (action.kind === 'position') {
    restorePosition(action.top, win, behavior);
    return;
  }
  win.scrollTo({ top: 0, behavior });
}

/** How long a restored position keeps being re-applied while the page below it is still growing. */
// Long enough for a slow phone (and a loaded CI machine) to fetch the page's lazy parts; any input stops it.
const RESTORE_WINDOW_MS = 8000;

/**
 * Goes back to a saved position. Lazy parts of the page may still be loading, so while the page is
 * too short to reach it, the position is asked for again as the page grows, until it is reached (the
 * scroll ends there), the shopper scrolls, clicks or types, or the window passes.
 */
function restorePosition(top: number, win: Window, behavior: ScrollBehavior): void {
  win.scrollTo({ top, behavior });
  const root = win.document.documentElement;
  if (Math.abs(win.scrollY - top) < 2 || typeof ResizeObserver !== 'function') return;
  const reached = () => Math.abs(win.scrollY - top) < 2 && stop();
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    win.removeEventListener('scrollend', reached);
    for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const) win.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    win.scrollTo({ top, behavior });
    reached();
  });
  win.addEventListener('scrollend', reached);
  observer.observe(win.document.body ?? root);
  const timer = setTimeout(stop, RESTORE_WINDOW_MS);
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const)
    win.addEventListener(type, stop, { passive: true, once: true });
}
