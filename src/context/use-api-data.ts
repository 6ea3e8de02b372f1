import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../api/error-text';
import { useBoot } from './boot-context';

/** Data from one GET of the store API, parsed; `reload` fetches it again. A newer request wins over an older one. */
export function useApiData<T>(path: string, parse: (body: unknown) => T, query?: Record<string, unknown>) {
  const { api } = useBoot();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query ?? {});
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    api.get<unknown>(path, JSON.parse(key) as Record<string, unknown>, controller.signal).then(
      (body) => setData(parse(body)),
      (failure: unknown) => !controller.signal.aborted && setError(errorText(failure)),
    );
    return () => controller.abort();
    // The query is compared by value (`key`); `parse` should be a module-level function.
  }, [api, path, key, version, parse]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, setData, error, reload };
}
