import { useCallback, useEffect, useState } from 'react';
import { ProductPageSchema, type ProductPage } from '../../../../contract/product';
import type { ApiClient } from '../../../api/http-client';
import { reportOnce } from '../../../telemetry/report-once';

/** Recently seen pages by query, so Back and Forward show their results at once (and scroll can be restored). */
const recent = new Map<string, ProductPage>();
const RECENT_LIMIT = 30;
/** The query whose results were on screen last: the list is mounted anew for every address, and they stay until the next arrive. */
let lastShown: string | null = null;
/** Server answers already shown: the server's answer counts as fresh once, on the page it came with. */
const usedAnswers = new WeakSet<object>();

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
 * Loads GET /s/api/products for a query string (spec section 2: the list reloads whenever the query
 * changes): one request per change of the query, the request for a superseded query is aborted, and
 * only the current query's answer is shown. A remembered answer shows at once and is fetched again;
 * `prefetched`, the server's answer for the page it came with, is shown and not asked again.
 */
export function useProductList(api: ApiClient, queryString: string, prefetched?: unknown): ProductListState {
  const [fromServer] = useState(() => {
    const parsed =
      prefetched === undefined || (prefetched && typeof prefetched === 'object' && usedAnswers.has(prefetched))
        ? null
        : ProductPageSchema.safeParse(prefetched);
    return parsed?.success ? { key: queryString, page: parsed.data, answer: prefetched as object } : null;
  });
  const [shown, setShown] = useState<{ key: string; page: ProductPage } | null>(fromServer);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const shownKey = shown?.key === queryString ? queryString : null;

  useEffect(() => {
    if (!shownKey) return;
    lastShown = shownKey;
    if (shown) remember(shownKey, shown.page);
  }, [shown, shownKey]);

  useEffect(() => {
    if (fromServer?.key === queryString && attempt === 0 && !usedAnswers.has(fromServer.answer)) {
      usedAnswers.add(fromServer.answer);
      return;
    }
    const controller = new AbortController();
    setFailedKey(null);
    api
      .get<unknown>(`/api/products?${queryString}`, undefined, controller.signal)
      .then((body) => {
        const parsed = ProductPageSchema.safeParse(body);
        if (!parsed.success) throw parsed.error;
        setShown({ key: queryString, page: parsed.data });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        reportOnce(`product-list:${queryString}`, 'The product list could not be loaded', error);
        setFailedKey(queryString);
      });
    return () => controller.abort();
  }, [api, queryString, attempt, fromServer]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const failed = failedKey === queryString;
  // Module state is only written in effects: on the server it would leak between requests.
  const remembered = recent.get(queryString) ?? (lastShown === null ? undefined : recent.get(lastShown));
  return {
    page: (shownKey ? shown?.page : undefined) ?? remembered ?? shown?.page ?? null,
    loading: !shownKey && !failed,
    failed,
    retry,
  };
}
