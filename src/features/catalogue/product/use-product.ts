import { useCallback, useEffect, useRef, useState } from 'react';
import { type ProductData, ProductSchema } from '../../../../contract/product';
import { hasStatus } from '../../../api/error-text';
import type { ApiClient } from '../../../api/http-client';
import { reportOnce } from '../../../telemetry/report-once';

/** Where loading a product stands. */
export type ProductState =
  { kind: 'loading' } | { kind: 'ready'; product: ProductData } | { kind: 'not-found' } | { kind: 'failed'; retry: () => void };

/**
 * Loads GET /s/api/products/{slug}, validating the answer; a malformed answer is reported and shown
 * as an error. `prefetched` is the server's answer for the first page: shown at once, not asked again.
 */
export function useProduct(api: ApiClient, slug: string, prefetched?: unknown): ProductState {
  const [state, setState] = useState<{ slug: string; state: ProductState } | null>(() => {
    const parsed = prefetched === undefined ? null : ProductSchema.safeParse(prefetched);
    return parsed?.success ? { slug, state: { kind: 'ready', product: parsed.data } } : null;
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const skipFirstLoad = useRef(state !== null);
  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    const controller = new AbortController();
    const settle = (next: ProductState) => setState({ slug, state: next });
    api
      .get<unknown>(`/api/products/${encodeURIComponent(slug)}`, undefined, controller.signal)
      .then((body) => {
        const parsed = ProductSchema.safeParse(body);
        if (!parsed.success) throw parsed.error;
        settle({ kind: 'ready', product: parsed.data });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (hasStatus(error, 404)) return settle({ kind: 'not-found' });
        reportOnce(`product:${slug}`, `Product “${slug}” could not be loaded`, error);
        settle({ kind: 'failed', retry });
      });
    return () => controller.abort();
  }, [api, slug, attempt, retry]);
  return state?.slug === slug ? state.state : { kind: 'loading' };
}
