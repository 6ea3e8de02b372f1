/** What to do with the scroll position after a navigation. */
export type ScrollAction =
  | { kind: 'position'; top: number }
  | { kind: 'anchor'; id: string }
  | { kind: 'top' }
  | { kind: 'none' };

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
  win.scrollTo({ top: action.kind === 'position' ? action.top : 0, behavior: 'smooth' });
}
