import { isProductSort, MAX_FILTER_SLUGS, MAX_PAGE, MAX_SEARCH_LENGTH, PRODUCT_PAGE_SIZE, type ProductSort } from './product-list';

/** What the product list shows, as kept in the address bar. */
export interface ListQuery {
  /** Search text ('' for none). */
  q: string;
  categories: string[];
  brands: string[];
  /** Chosen sort; null for the default (relevance when searching, else newest). */
  sort: ProductSort | null;
  page: number;
}

/** The query parameters a page reads (the product list's); any other changes nothing a page shows. */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set(['q', 'c', 'b', 's', 'page']);

export const EMPTY_LIST_QUERY: ListQuery = { q: '', categories: [], brands: [], sort: null, page: 1 };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads the list query from `location.search`, dropping what the server would refuse. */
export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('s') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    categories: slugs(params.get('c')),
    brands: slugs(params.get('b')),
    sort: isProductSort(sort) ? sort : null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

function slugs(text: string | null): string[] {
  const list = (text ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => SLUG.test(s) && s.length <= 100);
  return [...new Set(list)].slice(0, MAX_FILTER_SLUGS);
}

/**
 * The query string for a list query, without '?': parameters in one fixed order, slugs sorted and
 * defaults left out, so one list has one URL whatever order filters were chosen in.
 */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.categories.length) params.set('c', [...query.categories].sort().join(','));
  if (query.brands.length) params.set('b', [...query.brands].sort().join(','));
  if (query.sort) params.set('s', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  // Commas are legal in a query string; keeping them readable makes shared links readable.
  return params.toString().replace(/%2C/g, ',');
}

/** The product list path for a query: `/products` or `/products?…`. */
export function listPath(query: ListQuery): string {
  const search = listQueryString(query);
  return search ? `/products?${search}` : '/products';
}

/** The GET /s/api/products query for a list query (page size 24). */
export function apiQueryString(query: ListQuery): string {
  const search = listQueryString(query);
  return `${search ? `${search}&` : ''}perPage=${PRODUCT_PAGE_SIZE}`;
}

/** True when any filter or search narrows the list. */
export function isFiltered(query: ListQuery): boolean {
  return query.q !== '' || query.categories.length > 0 || query.brands.length > 0;
}
