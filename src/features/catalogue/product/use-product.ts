import { useEffect } from 'react';
import { type ProductData, ProductSchema } from '../../../../contract/product';
import { errorText, hasStatus } from '../../../api/error-text';
import { useToast } from '../../../ui/toast/ToastProvider';
import { useApiData } from '../../../context/use-api-data';
import { reportOnce } from '../../../telemetry/report-once';

/** Where loading a product stands. */
export type ProductState =
  { kind: 'loading' } | { kind: 'ready'; product: ProductData } | { kind: 'not-found' } | { kind: 'failed'; retry: () => void };

const parseProduct = (body: unknown): ProductData => ProductSchema.parse(body);

/**
 * Loads GET /s/api/products/{slug}, validating the answer; a malformed answer is reported and shown
 * as an error, and the store's text goes to an error toast. `prefetched` is the server's answer for the first page: shown at once, not asked again.
 */
export function useProduct(slug: string, prefetched?: unknown): ProductState {
  const { data, failure, reload } = useApiData(`/api/products/${encodeURIComponent(slug)}`, parseProduct, { initial: prefetched });
  const notFound = failure !== null && hasStatus(failure, 404);
  const toast = useToast();
  useEffect(() => {
    if (failure === null || notFound) return;
    reportOnce(`product:${slug}`, `Product “${slug}” could not be loaded`, failure);
    // Spec section 8: product load errors go to the shared handler, with the store's text.
    toast.error(errorText(failure));
  }, [failure, notFound, slug, toast]);
  if (failure !== null) return notFound ? { kind: 'not-found' } : { kind: 'failed', retry: reload };
  return data ? { kind: 'ready', product: data } : { kind: 'loading' };
}
