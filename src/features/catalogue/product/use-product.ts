import { useEffect } from 'react';
import { type ProductData, ProductSchema } from '../../../../contract/product';
import { hasStatus } from '../../../api/error-text';
import { useApiData } from '../../../context/use-api-data';
import { reportOnce } from '../../../telemetry/report-once';

/** Where loading a product stands. */
export type ProductState =
  { kind: 'loading' } | { kind: 'ready'; product: ProductData } | { kind: 'not-found' } | { kind: 'failed'; retry: () => void };

const parseProduct = (body: unknown): ProductData => ProductSchema.parse(body);

/**
 * Loads GET /s/api/products/{slug}, validating the answer; a malformed answer is reported and shown
 * as an error. `prefetched` is the server's answer for the first page: shown at once, not asked again.
 */
export function useProduct(slug: string, prefetched?: unknown): ProductState {
  const { data, failure, reload } = useApiData(`/api/products/${encodeURIComponent(slug)}`, parseProduct, { initial: prefetched });
  const notFound = failure !== null && hasStatus(failure, 404);
  useEffect(() => {
    if (failure !== null && !notFound) reportOnce(`product:${slug}`, `Product “${slug}” could not be loaded`, failure);
  }, [failure, notFound, slug]);
  if (failure !== null) return notFound ? { kind: 'not-found' } : { kind: 'failed', retry: reload };
  return data ? { kind: 'ready', product: data } : { kind: 'loading' };
}
