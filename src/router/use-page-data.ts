import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageDataResult } from '../api/store-api';
import type { PageDataCache } from './page-data-cache';

/** The page on screen: its path and data. */
export interface ShownPage {
  path: string;
  result: PageDataResult;
}

export interface PageDataState {
  /** The page to show: the latest loaded one (the previous page stays while the next loads). */
  shown: ShownPage | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * Loads page data for `path` (null while a guard redirects); stale answers never replace newer ones.
 * A failed load is handed to `onError` (spec section 8: page load errors go to the shared handler).
 */
export function usePageData(cache: PageDataCache, path: string | null, onError?: (error: unknown) => void): PageDataState {
  const reportError = useRef(onError);
  reportError.current = onError;
  const [shown, setShown] = useState<ShownPage | null>(() => {
    const known = path === null ? undefined : cache.peek(path);
    return path !== null && known ? { path, result: known } : null;
  });
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    const known = cache.peek(path);
    if (known) {
      // The same page kept as the same object: a new one would re-render the page while it hydrates,
      // and React would then hydrate each of its boundaries in a pass of its own, re-rendering all.
      setShown((prev) => (prev?.path === path && prev.result === known ? prev : { path, result: known }));
      return;
    }
    setFailedPath(null);
    cache.get(path).then(
      (result) => current && setShown({ path, result }),
      (error: unknown) => {
        if (!current) return;
        setFailedPath(path);
        reportError.current?.(error);
      },
    );
    return () => {
      current = false;
    };
  }, [cache, path, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const failed = path !== null && failedPath === path;
  return { shown, loading: path !== null && shown?.path !== path && !failed, failed, retry };
}
