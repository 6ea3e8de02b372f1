import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/** Where a search for `text` goes: /products?q=… with the text trimmed; null for an empty search. */
export function searchPath(text: string): string | null {
  const query = text.trim();
  return query ? `/products?q=${encodeURIComponent(query)}` : null;
}

interface Props {
  className?: string;
  /** Focus the field this many ms after mounting (drawers open with an animation). */
  focusAfter?: number;
  onSearched?: () => void;
}

/** The header's product search: submits to /products?q=…; an empty search does nothing. */
export function SearchBox({ className, focusAfter, onSearched }: Props) {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
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
        const path = searchPath(text);
        if (!path) return;
        navigate(path);
        onSearched?.();
      }}
    >
      <label htmlFor={id} className="visually-hidden">Search products</label>
      <input ref={input} id={id} type="search" placeholder="Search products" value={text} onChange={(e) => setText(e.target.value)} maxLength={200} />
      <button type="submit" className="search-submit" aria-label="Search">⌕</button>
    </form>
  );
}
