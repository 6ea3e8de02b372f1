import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import type { Category } from '../../../contract/entities';
import { EMPTY_LIST_QUERY, listPath } from '../../../contract/list-query';
import { ProductPageSchema } from '../../../contract/product';
import type { SuggestionsSlot } from '../../ui/search/SearchField';
import { formatPrice } from '../../ui/format/price';
import { useBoot } from '../../context/boot-context';

/** How long typing pauses before products are asked for: one request per pause, not per key. */
export const SUGGEST_PAUSE_MS = 250;
/** Products and categories shown at most. */
const MAX_PRODUCTS = 5;
const MAX_CATEGORIES = 3;

interface Suggestion {
  key: string;
  label: string;
  /** Shown beside the label: "Category", a product's brand and price. */
  detail: string;
  path: string;
}

interface Props extends SuggestionsSlot {
  /** Told once a suggestion is chosen (the search drawer closes). */
  onChosen?: () => void;
  /** With no text typed, list the categories to browse (the phone's search drawer). */
  browse?: boolean;
}

const flatten = (categories: Category[]): Category[] => categories.flatMap((c) => [c, ...flatten(c.children)]);
const categoryOption = (c: Category): Suggestion => ({
  key: `c-${c.slug}`,
  label: c.name,
  detail: 'Category',
  path: listPath({ ...EMPTY_LIST_QUERY, categories: [c.slug] }),
});

/**
 * Suggestions as the shopper types, under a search field made an ARIA combobox: a search for the
 * text, matching categories (from the store's categories) and products (GET /s/api/products, asked
 * once typing pauses). Arrow keys move through them, Enter opens one, Escape closes the list.
 */
export default function SearchSuggestions({ text, listId, setCombobox, onChosen, browse = false }: Props) {
  const { api, init } = useBoot();
  const [, navigate] = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // Shown while focus is in the field's form, and again on typing after Escape or a search.
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const form = list.current?.closest('form');
    if (!form) return;
    const show = () => setOpen(true);
    const hide = () => setOpen(false);
    const left = (event: FocusEvent) => !form.contains(event.relatedTarget as Node | null) && hide();
    form.addEventListener('focusin', show);
    form.addEventListener('input', show);
    form.addEventListener('focusout', left);
    form.addEventListener('submit', hide);
    return () => {
      form.removeEventListener('focusin', show);
      form.removeEventListener('input', show);
      form.removeEventListener('focusout', left);
      form.removeEventListener('submit', hide);
    };
  }, []);
  const [products, setProducts] = useState<{ text: string; options: Suggestion[] } | null>(null);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    setActive(-1);
    if (text.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.get<unknown>('/api/products', { q: text, s: 'relevance', perPage: MAX_PRODUCTS }, controller.signal).then(
        (body) => {
          const page = ProductPageSchema.safeParse(body);
          const options = page.success
            ? page.data.data.map((p): Suggestion => ({
                key: `p-${p.product_id}`,
                label: p.product_name,
                detail: p.packs[0] ? `${p.packs[0].pack_name} · ${formatPrice(p.packs[0].price)}` : p.brand_name,
                path: `/products/${p.slug}`,
              }))
            : [];
          setProducts({ text, options });
        },
        () => undefined,
      ); // Suggestions are a help: when they fail, the search itself still works.
    }, SUGGEST_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, text]);

  const needle = text.toLowerCase();
  const options: Suggestion[] = !text
    ? browse
      ? init.categories.map(categoryOption)
      : []
    : [
        { key: 'search', label: `Search for “${text}”`, detail: '', path: listPath({ ...EMPTY_LIST_QUERY, q: text }) },
        ...flatten(init.categories)
          .filter((c) => c.name.toLowerCase().includes(needle))
          .slice(0, MAX_CATEGORIES)
          .map(categoryOption),
        ...(products?.text === text ? products.options : []),
      ];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  const choose = (option: Suggestion) => {
    setOpen(false);
    navigate(option.path);
    onChosen?.();
  };

  // The field is the combobox; its state and keys are this list's. The key handler reads the latest
  // render through a ref, so that the field's props change only when what they say changes.
  const onKey = useRef<(event: KeyboardEvent<HTMLInputElement>) => void>(() => undefined);
  onKey.current = (event) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step && expanded) {
      event.preventDefault();
      // Cycles through the options and back to the field itself (-1).
      setActive((index) => ((index + 1 + step + options.length + 1) % (options.length + 1)) - 1);
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded && text) {
      // Close the suggestions, not the drawer the field may be in (the categories offered before
      // typing are not worth a second Escape).
      event.preventDefault();
      setOpen(false);
    }
  };
  const activeId = options[active] ? optionId(active) : undefined;
  useEffect(() => {
    setCombobox({
      'aria-controls': listId,
      'aria-expanded': expanded,
      'aria-activedescendant': activeId,
      onKeyDown: (event) => onKey.current(event),
    });
  }, [setCombobox, listId, expanded, activeId]);
  useEffect(() => () => setCombobox({}), [setCombobox]);

  return (
    <>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={text ? 'Suggestions' : 'Categories'}
        className="search-suggestions"
        hidden={!expanded}
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="search-suggestion"
            // Keep focus in the field; the click chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            <span className="search-suggestion-label">{option.label}</span>
            {option.detail ? <span className="search-suggestion-detail">{option.detail}</span> : null}
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {text && products?.text === text ? `${options.length - 1} suggestions` : ''}
      </p>
    </>
  );
}
