import { useEffect, useId, useRef, useState } from 'react';

interface Props {
  /** Receives the trimmed text on submit, and '' when the field is cleared. */
  onSearch: (text: string) => void;
  label?: string;
  className?: string;
  /** Focus the field this many ms after mounting (300 in drawers, which open with an animation). */
  focusAfter?: number;
  initialText?: string;
}

/** A search field: submits its text trimmed; clearing it (typing it empty or its × button) searches for ''. */
export function SearchField({ onSearch, label = 'Search products', className, focusAfter, initialText = '' }: Props) {
  const [text, setText] = useState(initialText);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
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
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">{label}</label>
      <input
        ref={input}
        id={id}
        type="search"
        placeholder={label}
        value={text}
        maxLength={200}
        onChange={(event) => {
          const next = event.target.value;
          if (next === '' && text !== '') onSearch('');
          setText(next);
        }}
      />
      <button type="submit" className="search-submit" aria-label="Search">⌕</button>
    </form>
  );
}
