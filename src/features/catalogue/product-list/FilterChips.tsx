import type { Brand, Category } from '../../../../contract/entities';
import { categoryNames } from './category-selection';
import { EMPTY_LIST_QUERY, isFiltered, type ListQuery } from '../../../../contract/list-query';

interface Props {
  query: ListQuery;
  categories: Category[];
  brands: Brand[];
  /** Called with the query without the removed filter. */
  onChange: (next: ListQuery) => void;
}

/** The applied search and filters as removable chips, with Clear all. */
export function FilterChips({ query, categories, brands, onChange }: Props) {
  if (!isFiltered(query)) return null;
  const names = categoryNames(categories);
  const brandNames = new Map(brands.map((b) => [b.slug, b.name]));
  const without = (list: string[], slug: string) => list.filter((s) => s !== slug);
  return (
    <ul className="filter-chips" aria-label="Applied filters">
      {query.q ? (
        <Chip
          label={`Search: ${query.q}`}
          onRemove={() => onChange({ ...query, q: '', sort: query.sort === 'relevance' ? null : query.sort, page: 1 })}
        />
      ) : null}
      {query.categories.map((slug) => (
        <Chip
          key={`c-${slug}`}
          label={names.get(slug) ?? slug}
          onRemove={() => onChange({ ...query, categories: without(query.categories, slug), page: 1 })}
        />
      ))}
      {query.brands.map((slug) => (
        <Chip
          key={`b-${slug}`}
          label={brandNames.get(slug) ?? slug}
          onRemove={() => onChange({ ...query, brands: without(query.brands, slug), page: 1 })}
        />
      ))}
      <li>
        <button
          type="button"
          className="chip-clear"
          onClick={() => onChange({ ...EMPTY_LIST_QUERY, sort: query.sort === 'relevance' ? null : query.sort })}
        >
          Clear all
        </button>
      </li>
    </ul>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className="chip">
      <span>{label}</span>
      <button type="button" onClick={onRemove} aria-label={`Remove filter ${label}`}>
        ×
      </button>
    </li>
  );
}
