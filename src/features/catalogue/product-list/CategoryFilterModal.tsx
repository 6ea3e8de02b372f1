import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Brand, Category } from '../../../../contract/entities';
import { Modal } from '../../../ui/modal/Modal';
import { checkState, selectedSlugs, selectionFromSlugs, toggleCategory, type CheckState } from './category-selection';
import { EMPTY_LIST_QUERY, listPath, type ListQuery } from '../../../../contract/list-query';

interface Props {
  open: boolean;
  onClose: () => void;
  categories: Category[];
  brands: Brand[];
  /** The list being filtered: its search and sort are kept, its filters are the starting choice. */
  base?: ListQuery;
}

/** "Category Filter": nested category checkboxes and brands; Apply Filters and Reset All go to the product list. */
export default function CategoryFilterModal({ open, onClose, categories, brands, base = EMPTY_LIST_QUERY }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Category Filter" width={520} footer={false}>
      <FilterForm categories={categories} brands={brands} base={base} onDone={onClose} />
    </Modal>
  );
}

function FilterForm({
  categories,
  brands,
  base,
  onDone,
}: {
  categories: Category[];
  brands: Brand[];
  base: ListQuery;
  onDone: () => void;
}) {
  const [, navigate] = useLocation();
  const [chosen, setChosen] = useState(() => selectionFromSlugs(categories, base.categories));
  const [chosenBrands, setChosenBrands] = useState(() => new Set(base.brands));
  const go = (path: string) => {
    navigate(path);
    onDone();
  };
  return (
    <form
      className="filter-form"
      onSubmit={(event) => {
        event.preventDefault();
        go(listPath({ ...base, categories: selectedSlugs(categories, chosen), brands: [...chosenBrands], page: 1 }));
      }}
    >
      <fieldset>
        <legend>Categories</legend>
        {categories.length === 0 ? (
          <p>No categories yet.</p>
        ) : (
          <CategoryChecks
            nodes={categories}
            chosen={chosen}
            onToggle={(node, checked) => setChosen(toggleCategory(categories, chosen, node, checked))}
          />
        )}
      </fieldset>
      {brands.length > 0 ? (
        <fieldset>
          <legend>Brands</legend>
          <ul className="filter-brands">
            {brands.map((brand) => (
              <li key={brand.slug}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosenBrands.has(brand.slug)}
                    onChange={(event) => {
                      const next = new Set(chosenBrands);
                      if (event.target.checked) next.add(brand.slug);
                      else next.delete(brand.slug);
                      setChosenBrands(next);
                    }}
                  />
                  {brand.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className="modal-footer filter-actions">
        <button type="button" className="button" onClick={() => go('/products')}>
          Reset All
        </button>
        <button type="submit" className="button button-primary">
          Apply Filters
        </button>
      </div>
    </form>
  );
}

function CategoryChecks({
  nodes,
  chosen,
  onToggle,
}: {
  nodes: Category[];
  chosen: Set<string>;
  onToggle: (node: Category, checked: boolean) => void;
}) {
  return (
    <ul className="filter-tree">
      {nodes.map((node) => (
        <li key={node.slug}>
          <label>
            <TriStateCheckbox state={checkState(node, chosen)} onChange={(checked) => onToggle(node, checked)} />
            {node.name}
          </label>
          {node.children.length > 0 ? <CategoryChecks nodes={node.children} chosen={chosen} onToggle={onToggle} /> : null}
        </li>
      ))}
    </ul>
  );
}

function TriStateCheckbox({ state, onChange }: { state: CheckState; onChange: (checked: boolean) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = state === 'mixed';
  }, [state]);
  // A partly chosen category becomes wholly chosen on click, as in file managers.
  return <input ref={input} type="checkbox" checked={state === 'checked'} onChange={() => onChange(state !== 'checked')} />;
}
