import productGrid from '../../fixtures/components/product-grid.json';
import type { ApiClient } from '../../src/api/http-client';

/** The products of the product-grid fixture: what fixture pages' screens are shown. */
export const fixtureProducts = productGrid.data[0]?.response.products ?? [];

/** A store API answering from fixtures (tests and Storybook): product lists, and the first product for any slug. */
export function fixtureStoreApi(): ApiClient {
  const get = async (path: string) => {
    if (path === '/api/products' || path.startsWith('/api/products?')) {
      return { data: fixtureProducts, meta: { total: fixtureProducts.length, page: 1, perPage: 24 } };
    }
    if (path.startsWith('/api/products/')) return { ...fixtureProducts[0], category_name: 'Fresh Fruits', category_slug: 'fresh-fruits' };
    throw Object.assign(new Error(`No fixture for GET ${path}`), { status: 404 });
  };
  const refuse = async (): Promise<never> => {
    throw new Error('Fixture pages do not write');
  };
  return { get: get as ApiClient['get'], post: refuse, put: refuse, delete: refuse };
}
