import { useLocation } from 'wouter';
import { SearchField } from '../../ui/search/SearchField';

/** Where a search for `text` goes: /products?q=… with the text trimmed; null for an empty search. */
export function searchPath(text: string): string | null {
  const query = text.trim();
  return query ? `/products?q=${encodeURIComponent(query)}` : null;
}

/** The header's product search: goes to /products?q=…; an empty search does nothing here. */
export function SearchBox({ className, focusAfter, onSearched }: { className?: string; focusAfter?: number; onSearched?: () => void }) {
  const [, navigate] = useLocation();
  return (
    <SearchField
      className={className}
      focusAfter={focusAfter}
      onSearch={(text) => {
        const path = searchPath(text);
        if (!path) return;
        navigate(path);
        onSearched?.();
      }}
    />
  );
}
