/** Page sizes a shopper can choose. */
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
/** Page buttons shown at once by default. */
export const DEFAULT_PAGE_BUTTONS = 5;

/** Pages needed for `total` items: total ÷ per-page rounded up (0 for no items). */
export function pageCount(total: number, perPage: number): number {
  const size = Number.isFinite(perPage) && perPage >= 1 ? Math.floor(perPage) : PAGE_SIZES[1];
  return Number.isFinite(total) && total > 0 ? Math.ceil(Math.floor(total) / size) : 0;
}

/** A page number that exists: whole, at least 1, at most the page count (1 when there are no pages). */
export function clampPage(page: number, count: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(whole, 1), Math.max(count, 1));
}

/** The page numbers to offer as buttons: up to `buttons` consecutive pages around the current one, never outside 1…count. */
export function pageWindow(current: number, count: number, buttons = DEFAULT_PAGE_BUTTONS): number[] {
  if (count <= 0) return [];
  const size = Math.min(Math.max(Math.floor(buttons) || 1, 1), count);
  const page = clampPage(current, count);
  const start = Math.min(Math.max(page - Math.floor((size - 1) / 2), 1), count - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
