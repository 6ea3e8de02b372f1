/** One drawn component, in page order: its page index and its top and bottom (in the drop target's coordinates). */
export interface DropSpan {
  index: number;
  top: number;
  bottom: number;
}

/** Where a drop puts a component: at page index `at` (before the component there), with the line drawn at `line`. */
export interface DropPlace {
  at: number;
  line: number;
}

/**
 * The place a drop at height `y` means: before the first component whose middle is below it, else just
 * after the last one drawn; with nothing drawn, at `end` (the page's end) on the line `emptyLine`.
 * The line sits halfway across the gap between the two neighbours, so it never covers either.
 */
export function dropPlace(spans: readonly DropSpan[], y: number, end: number, emptyLine: number): DropPlace {
  let before: DropSpan | null = null;
  for (const span of spans) {
    if (y < (span.top + span.bottom) / 2) return { at: span.index, line: before ? (before.bottom + span.top) / 2 : span.top };
    before = span;
  }
  return before ? { at: before.index + 1, line: before.bottom } : { at: end, line: emptyLine };
}

/** The index a moved component ends at when dropped at place `at` (it leaves its own place first), or null when it would not move. */
export function movedTo(from: number, at: number): number | null {
  if (at === from || at === from + 1) return null;
  return at > from ? at - 1 : at;
}
