import { useCallback, useEffect, useState } from 'react';
import { ProductPageSchema, type ProductPage } from '../../../contract/product';
import type { ApiClient } from '../../api/http-client';
import { reportOnce } from '../../engine/report-once';

/** Recently seen pages by query, so Back and Forward show their results at once (and scroll can be restored). */
const recent = new Map<string, ProductPage>();
const RECENT_LIMIT = 30;

function remember(key: string, page: ProductPage) {
  recent.delete(key);
  recent.set(key, page);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
}

export interface ProductListState {
  /** The results on screen: the latest loaded ones (older results stay while the next load). */
  page: ProductPage | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * Loads GET /s/api/products for a query string: one request per change of the query, the
 * request for a superseded query is aborted, and only the current query's answer is shown.
 * `prefetched` is the server's answer for the first page: shown at once, not asked again.
 */
export function useProductList(api: ApiClient, queryString: string, prefetched?: unknown): ProductListState {
  const [shown, setShown] = useState<{ key: string; page: ProductPage } | null>(() => {
    const parsed = prefetched === undefined ? null : ProductPageSchema.safeParse(prefetched);
    return parsed?.success ? { key: queryString, page: parsed.data } : null;
  });
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Module state is only written in effects: on the server it would leak between requests.
  const cached = recent.get(queryString) ?? (shown?.key === queryString ? shown.page : undefined);

  useEffect(() => {
    if (shown?.key === queryString && !recent.has(queryString)) remember(queryString, shown.page);
    if (recent.has(queryString)) return;
    const controller = new AbortController();
    setFailedKey(null);
    api.get<unknown>(`/api/products?${queryString}`, undefined, controller.signal).then(
      (body) => {
        const parsed = ProductPageSchema.safeParse(body);
        if (!parsed.success) throw parsed.error;
        remember(queryString, parsed.data);
        setShown({ key: queryString, page: parsed.data });
      },
    ).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      reportOnce(`product-list:${queryString}`, 'The product list could not be loaded', error);
      setFailedKey(queryString);
    });
    return () => controller.abort();
  }, [api, queryString, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const failed = failedKey === queryString;
  return {
    page: cached ?? shown?.page ?? null,
    loading: !cached && !failed,
    failed,
    retry,
  };
}
