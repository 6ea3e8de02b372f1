import { productListRequest, productRequest } from '../../contract/prefetched';
import { canonicalName } from '../../src/generated/components';
import { apiQueryString, parseListQuery } from '../../contract/list-query';

/** The API GETs the page's screens make first at this location; the server answers them in advance. */
export function firstRequests(components: readonly unknown[], params: Readonly<Record<string, string>>, search: string): string[] {
  const requests: string[] = [];
  for (const component of components) {
    const screen = screenOf(component);
    if (screen === 'product-list') requests.push(productListRequest(apiQueryString(parseListQuery(search))));
    if (screen === 'product') {
      const slug = params.slug;
      if (slug) requests.push(productRequest(slug));
    }
  }
  return requests;
}

/** The built-in screen a page component is (`screen` with `data.screen`), else null. */
export function screenOf(component: unknown): unknown {
  if (!component || typeof component !== 'object') return null;
  const { name, data } = component as { name?: unknown; data?: unknown };
  if (typeof name !== 'string' || canonicalName(name) !== 'screen' || !data || typeof data !== 'object') return null;
  return (data as { screen?: unknown }).screen;
}
