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

/** Page buttons, previous/next, a page-size choice and the total; never offers a page that does not exist. */
export function Pagination({ total, page, perPage, onChange, buttons = DEFAULT_PAGE_BUTTONS, sizeChoice = true }: Props) {
  const count = pageCount(total, perPage);
  const current = clampPage(page, count);
  const sizeId = useId();
  return (
    <nav className="pagination" aria-label="Pagination">
      <span className="pagination-total">Total: {Math.max(0, Math.floor(total) || 0)}</span>
      {count > 0 ? (
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
          {pageWindow(current, count, buttons).map((n) => (
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
          ))}
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
