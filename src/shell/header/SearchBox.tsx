import { lazy, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { normalisePath } from '../../../contract/routes';
import { EMPTY_LIST_QUERY, listPath, parseListQuery, type ListQuery } from '../../../contract/list-query';
import { SearchField } from '../../ui/search/SearchField';

const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

/** Where a search for `text` goes: /products?q=… with the text trimmed; null for an empty search. */
export function searchPath(text: string): string | null {
  const q = text.trim();
  return q ? listPath({ ...EMPTY_LIST_QUERY, q }) : null;
}

/** The list query with new search text (a relevance sort only makes sense while searching). */
function withSearch(query: ListQuery, q: string): ListQuery {
  return { ...query, q, sort: !q && query.sort === 'relevance' ? null : query.sort, page: 1 };
}

interface Props {
  className?: string;
  focusAfter?: number;
  onSearched?: () => void;
  /** The dynamic header's search ignores an empty search; the built-in header's clears the list's search text. */
  ignoreEmpty?: boolean;
  /** Before anything is typed, offer the categories (the phone's search drawer, which is otherwise empty). */
  browse?: boolean;
}

/**
 * The header's product search: submitting goes to /products?q=…. On the product list it refines
 * the list in place: the address follows the typing (replaced) and keeps the chosen filters.
 */
export function SearchBox({ className, focusAfter, onSearched, ignoreEmpty = false, browse = false }: Props) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const list = normalisePath(path) === '/products' ? parseListQuery(search) : null;
  const current = `${path}${search ? `?${search}` : ''}`;
  const go = (target: string, replace: boolean) => {
    if (target !== current) navigate(target, { replace });
  };
  return (
    <SearchField
      className={className}
      focusAfter={focusAfter}
      initialText={list?.q ?? ''}
      onType={list ? (text) => (text || !ignoreEmpty) && go(listPath(withSearch(list, text)), true) : undefined}
      onSearch={(text) => {
        if (!text && (ignoreEmpty || !list)) return;
        go(list ? listPath(withSearch(list, text)) : (searchPath(text) as string), false);
        onSearched?.();
      }}
      // On the product list the list itself follows the typing; suggestions would repeat it.
      suggestions={
        list && !browse
          ? undefined
          : (slot) => (
              <Suspense fallback={null}>
                <SearchSuggestions {...slot} browse={browse} onChosen={onSearched} />
              </Suspense>
            )
      }
    />
  );
}
