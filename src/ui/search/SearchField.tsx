import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { SearchIcon } from '../icons/Icons';

interface Props {
  /** Receives the trimmed text on submit ('submit'), and '' when the field is cleared ('clear'). */
  onSearch: (text: string, how: SearchHow) => void;
  label?: string;
  className?: string;
  /** Focus the field this many ms after mounting (300 in drawers, which open with an animation). */
  focusAfter?: number;
  /** The text to show; when it changes from outside (a chip removed the search), the field follows. */
  initialText?: string;
  /** Suggestions shown while the field has focus: the field is then an ARIA combobox whose list they render. */
  suggestions?: (slot: SuggestionsSlot) => ReactNode;
}

/**
 * What a suggestion list gets from its field: the text, its list's id, and a way to set the field's
 * combobox attributes and keys. It is rendered inside the field's form from the first focus on, and
 * shows itself while focus is in that form.
 */
export interface SuggestionsSlot {
  text: string;
  listId: string;
  setCombobox: (props: InputHTMLAttributes<HTMLInputElement>) => void;
}

/** Whether a search was submitted, or the field typed (or ×-ed) empty. */
export type SearchHow = 'submit' | 'clear';

/** A search field: submits its text trimmed; clearing it (typing it empty or its × button) searches for ''. */
export function SearchField({ onSearch, label = 'Search products', className, focusAfter, initialText = '', suggestions }: Props) {
  const [text, setText] = useState(initialText);
  const [suggest, setSuggest] = useState(false);
  const [combobox, setCombobox] = useState<InputHTMLAttributes<HTMLInputElement>>({});
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => setText((current) => (current.trim() === initialText ? current : initialText)), [initialText]);
  useEffect(() => {
    if (focusAfter === undefined) return;
    const timer = setTimeout(() => input.current?.focus(), focusAfter);
    return () => clearTimeout(timer);
  }, [focusAfter]);
  return (
    <form
      role="search"
      className={`search-box ${className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim(), 'submit');
      }}
      onFocus={() => setSuggest(true)}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        placeholder={label}
        value={text}
        maxLength={200}
        {...(suggestions && { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': false, ...combobox })}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next === '' && text !== '') onSearch('', 'clear');
        }}
      />
      <button type="submit" className="search-submit" aria-label="Search">
        <SearchIcon />
      </button>
      {suggest && suggestions?.({ text: text.trim(), listId: id + 'l', setCombobox })}
    </form>
  );
}
