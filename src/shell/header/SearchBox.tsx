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

/** The list query without its search text (a relevance sort only makes sense while searching). */
function withoutSearch(query: ListQuery): ListQuery {
  return { ...query, q: '', sort: query.sort === 'relevance' ? null : query.sort, page: 1 };
}

interface Props {
  className?: string;
  focusAfter?: number;
  onSearched?: () => void;
  /** The dynamic header's search ignores an empty search; the built-in header's clears the list's search text. */
  ignoreEmpty?: boolean;
  /**
   * In the phone's search drawer: before anything is typed the categories are offered, and typing the
   * field empty (fixing a typo) changes nothing under the drawer, which stays open.
   */
  inDrawer?: boolean;
}

/**
 * The header's product search, the same on every page: suggestions while typing, and a new search of
 * the whole catalogue on Enter (/products?q=…; the list's filters can then narrow it). Clearing the
 * field on the list takes its search text away and keeps its filters (spec §4: clearing triggers an
 * empty search).
 */
export function SearchBox({ className, focusAfter, onSearched, ignoreEmpty = false, inDrawer = false }: Props) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const list = normalisePath(path) === '/products' ? parseListQuery(search) : null;
  const current = `${path}${search ? `?${search}` : ''}`;
  const go = (target: string) => {
    if (target !== current) navigate(target);
  };
  return (
    <SearchField
      className={className}
      focusAfter={focusAfter}
      initialText={list?.q ?? ''}
      onSearch={(text, how) => {
        if (text) go(searchPath(text) as string);
        else if (ignoreEmpty || (inDrawer && how === 'clear')) return;
        else if (list?.q) go(listPath(withoutSearch(list)));
        if (how === 'submit') onSearched?.();
      }}
      suggestions={(slot) => (
        <Suspense fallback={null}>
          <SearchSuggestions {...slot} browse={inDrawer} onChosen={onSearched} />
        </Suspense>
      )}
    />
  );
}
