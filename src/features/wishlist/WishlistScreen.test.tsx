import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import specProducts from '../../../fixtures/spec/products.json';
import { makeInit } from '../../../tests/support/init-factory';
import { asha } from '../../../tests/support/shoppers';
import { StoreProviders } from '../../../tests/support/store-providers';
import type { ApiClient } from '../../api/http-client';
import WishlistScreen from './WishlistScreen';

const [basmati, atta] = specProducts.data;

function renderScreen(get: (path: string, query?: Record<string, unknown>) => Promise<unknown>) {
  const api = { get: vi.fn(get), post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as ApiClient & { get: ReturnType<typeof vi.fn> };
  render(
    <StoreProviders init={makeInit({ user: asha })} api={api}>
      <Router hook={memoryLocation({ path: '/account/wishlist' }).hook}>
        <WishlistScreen />
      </Router>
    </StoreProviders>,
  );
  return api;
}

const notFound = () => Promise.reject(Object.assign(new Error('Not found'), { status: 404, data: { message: 'Not found' } }));

describe('/account/wishlist', () => {
  it('shows the products the store lists as wishlisted (our GET /s/api/wishlist/products)', async () => {
    renderScreen(async (path) => (path === '/api/wishlist/products' ? [{ ...basmati, wishlist: true }] : notFound()));
    expect(await screen.findByRole('link', { name: /Spec Basmati Rice/ })).toBeInTheDocument();
  });

  // Spec section 3: a product's `wishlist` flag is all a store that runs only the specified API gives.
  it('without that call, shows the store’s products whose wishlist flag is set', async () => {
    const api = renderScreen(async (path) =>
      path === '/api/products'
        ? {
            data: [
              { ...basmati, wishlist: true },
              { ...atta, wishlist: null },
            ],
            meta: { total: 2 },
          }
        : notFound(),
    );
    expect(await screen.findByRole('link', { name: /Spec Basmati Rice/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(atta?.product_name ?? '-') })).toBeNull();
    expect(screen.queryByText(/Not found/)).toBeNull();
    expect(api.get).toHaveBeenCalledWith('/api/products', { perPage: 96 }, expect.anything());
  });

  it('says what went wrong when the store fails otherwise', async () => {
    renderScreen(() => Promise.reject(Object.assign(new Error('down'), { status: 500, data: { message: 'The store is resting' } })));
    expect(await screen.findByText('The store is resting')).toBeInTheDocument();
  });
});
