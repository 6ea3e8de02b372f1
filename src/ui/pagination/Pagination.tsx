import { useId } from 'react';
import { clampPage, DEFAULT_PAGE_BUTTONS, PAGE_SIZES, pageCount, pageWindow } from './pagination';

interface Props {
  total: number;
  page: number;
  perPage: number;
  onChange: (page: number, perPage: number) => void;
  /** Page buttons shown at once (5 by default). */
  buttons?: number;
  /** Offer the page-size choice (true by default; lists with a fixed page size turn it off). */
  sizeChoice?: boolean;
}

/**
 * Page buttons (with the first and the last page always in reach), previous/next, a page-size choice
 * and the total; never offers a page that does not exist, and no buttons at all for a single page.
 */
export function Pagination({ total, page, perPage, onChange, buttons = DEFAULT_PAGE_BUTTONS, sizeChoice = true }: Props) {
  const count = pageCount(total, perPage);
  const current = clampPage(page, count);
  const sizeId = useId();
  const shown = pageWindow(current, count, buttons);
  const first = shown[0] ?? 1;
  const last = shown.at(-1) ?? count;
  const pageButton = (n: number) => (
    <li key={n}>
      <button
        type="button"
        aria-current={n === current ? 'page' : undefined}
        aria-label={`Page ${n}`}
        onClick={() => onChange(n, perPage)}
        data-focus-key={`page-${n}`}
      >
        {n}
      </button>
    </li>
  );
  const gap = (key: string) => (
    <li key={key} className="pagination-gap" aria-hidden="true">
      …
    </li>
  );
  return (
    <nav className="pagination" aria-label="Pagination">
      <span className="pagination-total">Total: {Math.max(0, Math.floor(total) || 0)}</span>
      {count > 1 ? (
        <ul>
          <li>
            <button
              type="button"
              disabled={current <= 1}
              onClick={() => onChange(current - 1, perPage)}
              aria-label="Previous page"
              data-focus-key="page-previous"
            >
              ‹
            </button>
          </li>
          {first > 1 ? [pageButton(1), first > 2 ? gap('gap-start') : null] : null}
          {shown.map(pageButton)}
          {last < count ? [last < count - 1 ? gap('gap-end') : null, pageButton(count)] : null}
          <li>
            <button
              type="button"
              disabled={current >= count}
              onClick={() => onChange(current + 1, perPage)}
              aria-label="Next page"
              data-focus-key="page-next"
            >
              ›
            </button>
          </li>
        </ul>
      ) : null}
      {sizeChoice ? (
        <label htmlFor={sizeId} className="pagination-size">
          Per page{' '}
          <select
            id={sizeId}
            value={(PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : PAGE_SIZES[1]}
            onChange={(e) => onChange(1, Number(e.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </nav>
  );
}
