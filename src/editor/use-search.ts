import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/error-text';

/**
 * What a search the owner types finds: it runs a pause after the last key (so typing does not send a
 * request a letter), a newer search aborts the older, and a failure is kept as its text. A null query
 * runs nothing and clears what was found.
 */
export function useSearch<T>(query: string | null, search: (query: string, signal: AbortSignal) => Promise<T>, pauseMs = 250) {
  const [found, setFound] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(search);
  latest.current = search;
  useEffect(() => {
    if (query === null) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latest.current(query, controller.signal).then(
        (answer) => {
          setFound(answer);
          setError(null);
        },
        (failure: unknown) => !controller.signal.aborted && setError(errorMessage(failure)),
      );
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, pauseMs]);
  return { found, error };
}
