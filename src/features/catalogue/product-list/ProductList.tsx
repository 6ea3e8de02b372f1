import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Brand, Category } from '../../../../contract/entities';
import { defaultSort, PRODUCT_PAGE_SIZE, PRODUCT_SORTS, SORT_LABELS, type ProductSort } from '../../../../contract/product-list';
import { productListRequest } from '../../../../contract/prefetched';
import { useBoot } from '../../../context/boot-context';
import { ProductCard } from '../ProductCard';
import { formatCount } from '../../../ui/format/count';
import { LoadingPlaceholder } from '../../../ui/loading/LoadingPlaceholder';
import { ProgressBar } from '../../../ui/loading/ProgressBar';
import { Pagination } from '../../../ui/pagination/Pagination';
import { PageLoadError } from '../../status/PageLoadError';
import { categoryNames } from './category-selection';
import { FilterChips } from './FilterChips';
import {
  apiQueryString,
  EMPTY_LIST_QUERY,
  isFiltered,
  listPath,
  listQueryString,
  parseListQuery,
  type ListQuery,
} from '../../../../contract/list-query';
import { useProductList } from './use-product-list';

const CategoryFilterModal = lazy(() => import('./CategoryFilterModal'));

/** /products: search results and filtered listing, kept in the address bar. */
export default function ProductList() {
  const { init, api, prefetched } = useBoot();
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = parseListQuery(search);
  const apiQuery = apiQueryString(query);
  const list = useProductList(api, apiQuery, prefetched?.[productListRequest(apiQuery)]);
  const [filterOpen, setFilterOpen] = useState(false);

  // One list, one address: a hand-written or reordered query string is replaced by the canonical one.
  const canonical = listQueryString(query);
  useEffect(() => {
    if (search !== canonical) navigate(listPath(parseListQuery(search)), { replace: true });
  }, [search, canonical, navigate]);

  const commit = (next: ListQuery) => navigate(listPath(next));
  const page = list.page;
  const sort = query.sort ?? defaultSort(query.q);
  const sorts = PRODUCT_SORTS.filter((s) => s !== 'relevance' || query.q);

  return (
    <section className="product-list" aria-busy={list.loading}>
      <ProgressBar active={list.loading && page !== null} />
      <div className="product-list-head">
        <h1>{listTitle(query, init.categories, init.brands)}</h1>
        <p className="product-list-count" aria-live="polite">
          {page ? `${formatCount(page.meta.total)} ${page.meta.total === 1 ? 'product' : 'products'}` : 'Loading products…'}
        </p>
        <div className="product-list-tools">
          <button type="button" className="button" onClick={() => setFilterOpen(true)}>
            Filter
          </button>
          <label htmlFor="product-sort">Sort by</label>
          <select id="product-sort" value={sort} onChange={(e) => commit({ ...query, sort: e.target.value as ProductSort, page: 1 })}>
            {sorts.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FilterChips query={query} categories={init.categories} brands={init.brands} onChange={commit} />
      {list.failed ? (
        <PageLoadError onRetry={list.retry} what="the products" />
      ) : !page ? (
        <LoadingPlaceholder />
      ) : page.data.length === 0 && page.meta.total > 0 ? (
        <PastTheEnd total={page.meta.total} onFirst={() => commit({ ...query, page: 1 })} />
      ) : page.data.length === 0 ? (
        <EmptyResults filtered={isFiltered(query)} onClear={() => commit(EMPTY_LIST_QUERY)} />
      ) : (
        <>
          {/* Cards title themselves with h3: this keeps the outline h1 → h2 → h3. */}
          <h2 className="visually-hidden">Products</h2>
          <div className="product-grid" style={{ '--columns': 4 } as CSSProperties}>
            {page.data.map((product) => (
              <ProductCard key={product.product_id} product={product} />
            ))}
          </div>
          <Pagination
            total={page.meta.total}
            page={query.page}
            perPage={PRODUCT_PAGE_SIZE}
            sizeChoice={false}
            onChange={(n) => commit({ ...query, page: n })}
          />
        </>
      )}
      {filterOpen ? (
        <Suspense fallback={null}>
          <CategoryFilterModal open onClose={() => setFilterOpen(false)} categories={init.categories} brands={init.brands} base={query} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** A page number past the last page (a typed or old address): the list has products, just not here. */
function PastTheEnd({ total, onFirst }: { total: number; onFirst: () => void }) {
  const pages = Math.ceil(total / PRODUCT_PAGE_SIZE);
  return (
    <div className="empty-results">
      <h2>There is no such page</h2>
      <p>
        This list has {formatCount(total)} products on {pages} {pages === 1 ? 'page' : 'pages'}.
      </p>
      <button type="button" className="button button-primary" onClick={onFirst}>
        Go to the first page
      </button>
    </div>
  );
}

function EmptyResults({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="empty-results">
      <h2>No products found</h2>
      {filtered ? (
        <>
          <p>Try fewer words, check the spelling, or remove a filter.</p>
          <button type="button" className="button button-primary" onClick={onClear}>
            Clear all filters
          </button>
        </>
      ) : (
        <p>This store has no products yet.</p>
      )}
    </div>
  );
}

/** What the list shows: the search, the one category or brand it is filtered to, or all products. */
function listTitle(query: ListQuery, categories: Category[], brands: Brand[]): string {
  if (query.q) return `Results for “${query.q}”`;
  const [category] = query.categories;
  const [brand] = query.brands;
  if (query.categories.length === 1 && !brand && category) return categoryNames(categories).get(category) ?? 'Products';
  if (query.brands.length === 1 && !category && brand) return brands.find((b) => b.slug === brand)?.name ?? 'Products';
  return category || brand ? 'Filtered products' : 'All products';
}
