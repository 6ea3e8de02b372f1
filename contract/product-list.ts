/** The sort orders of the product list, in the order the sort menu offers them. */
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'name', 'newest', 'discount'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** What each sort is called in the sort menu. */
export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name: A to Z',
  newest: 'Newest first',
  discount: 'Biggest discount',
};

/** Products per page of the list. */
export const PRODUCT_PAGE_SIZE = 24;
/** Larger `perPage` values are clamped to this. */
export const MAX_PER_PAGE = 96;
/** Highest page number accepted. */
export const MAX_PAGE = 10_000;
/** Longest search text accepted, in characters. */
export const MAX_SEARCH_LENGTH = 200;
/** Most category or brand slugs in one filter. */
export const MAX_FILTER_SLUGS = 50;

/** Sort used when none is asked for: relevance for a search, else newest first. */
export function defaultSort(q: string): ProductSort {
  return q ? 'relevance' : 'newest';
}

export function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}
