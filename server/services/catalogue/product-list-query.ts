import {
  defaultSort,
  isProductSort,
  MAX_FILTER_SLUGS,
  MAX_PAGE,
  MAX_PER_PAGE,
  MAX_SEARCH_LENGTH,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  type ProductSort,
} from '../../../contract/product-list';

/** A validated GET /s/api/products query. */
export interface ProductListQuery {
  page: number;
  perPage: number;
  sort: ProductSort;
  /** Trimmed search text; '' when not searching. */
  q: string;
  categories: string[];
  brands: string[];
}

export type ParsedQuery = { ok: true; query: ProductListQuery } | { ok: false; message: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads the query string. Malformed values are refused with a message naming the parameter;
 * `perPage` above the maximum is clamped (the answer's meta says the size used).
 */
export function parseProductListQuery(raw: Record<string, unknown>): ParsedQuery {
  const fail = (message: string): ParsedQuery => ({ ok: false, message });
  const single = (name: string): string | undefined | null => {
    const value = raw[name];
    if (value === undefined) return undefined;
    return typeof value === 'string' ? value : null;
  };
  for (const name of ['page', 'perPage', 's', 'q', 'c', 'b']) {
    if (single(name) === null) return fail(`${name} must be given at most once`);
  }

  const page = wholeNumber(single('page'), 1);
  if (page === null || page < 1 || page > MAX_PAGE) return fail(`page must be a whole number from 1 to ${MAX_PAGE}`);
  const perPage = wholeNumber(single('perPage'), PRODUCT_PAGE_SIZE);
  if (perPage === null || perPage < 1) return fail(`perPage must be a whole number of at least 1 (at most ${MAX_PER_PAGE} are returned)`);

  const q = (single('q') ?? '').trim();
  if (q.length > MAX_SEARCH_LENGTH) return fail(`q must be at most ${MAX_SEARCH_LENGTH} characters`);

  const sortText = single('s') || defaultSort(q);
  if (!isProductSort(sortText)) return fail(`s must be one of: ${PRODUCT_SORTS.join(', ')}`);

  const categories = slugList(single('c'));
  if (!categories) return fail(`c must be up to ${MAX_FILTER_SLUGS} category slugs separated by commas`);
  const brands = slugList(single('b'));
  if (!brands) return fail(`b must be up to ${MAX_FILTER_SLUGS} brand slugs separated by commas`);

  return { ok: true, query: { page, perPage: Math.min(perPage, MAX_PER_PAGE), sort: sortText, q, categories, brands } };
}

function wholeNumber(text: string | undefined | null, fallback: number): number | null {
  if (text === undefined || text === '') return fallback;
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

function slugList(text: string | undefined | null): string[] | null {
  const slugs = [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (slugs.length > MAX_FILTER_SLUGS || slugs.some((s) => s.length > 100 || !SLUG.test(s))) return null;
  return slugs;
}

/** Search words: letters and digits only, so no operator of the text-search or pattern syntax gets through. */
export function searchTerms(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8).map((t) => t.slice(0, 40));
}
