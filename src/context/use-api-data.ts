import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../api/error-text';
import { useBoot } from './boot-context';

/** Where one GET of the store API stands. */
export interface ApiData<T> {
  /** The latest parsed answer (an earlier one stays while the next loads); null before the first. */
  data: T | null;
  /** Replaces the data after a local change (a save that answered with the new state). */
  setData: Dispatch<SetStateAction<T | null>>;
  /** What to tell the visitor when the last request failed, else null. */
  error: string | null;
  /** The last request's failure as thrown (to tell a 404 from the rest), else null. */
  failure: unknown;
  /** Asks again. */
  reload: () => void;
}

/** Options of useApiData. */
export interface ApiDataOptions {
  /** Query parameters, compared by value. */
  query?: Record<string, unknown>;
  /** An answer the server sent with the page: shown at once, and not asked for again, when it parses. */
  initial?: unknown;
}

/**
 * Data from one GET of the store API, parsed with `parse` (a module-level function; an answer it
 * throws on is a failure). A newer request aborts an older one, so only the latest answer lands.
 */
export function useApiData<T>(path: string, parse: (body: unknown) => T, { query, initial }: ApiDataOptions = {}): ApiData<T> {
  const { api } = useBoot();
  const [fromServer] = useState(() => parsedOrNull(parse, initial));
  const [data, setData] = useState<T | null>(fromServer);
  const [failure, setFailure] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  const skipFirstLoad = useRef(fromServer !== null);
  const key = query ? JSON.stringify(query) : '';
  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    const controller = new AbortController();
    setFailure(null);
    api
      .get<unknown>(path, key ? (JSON.parse(key) as Record<string, unknown>) : undefined, controller.signal)
      .then(parse)
      .then(
        (parsed) => !controller.signal.aborted && setData(parsed),
        (thrown: unknown) => !controller.signal.aborted && setFailure(thrown ?? new Error('Request failed')),
      );
    return () => controller.abort();
  }, [api, path, key, version, parse]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, setData, error: failure === null ? null : errorText(failure), failure, reload };
}

function parsedOrNull<T>(parse: (body: unknown) => T, answer: unknown): T | null {
  if (answer === undefined) return null;
  try {
    return parse(answer);
  } catch {
    return null;
  }
}
