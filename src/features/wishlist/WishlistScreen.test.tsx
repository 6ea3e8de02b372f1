import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import specProducts from '../../../fixtures/spec/products.json';
import { makeInit } from '../../../tests/support/init-factory';
import { asha } from '../../../tests/support/shoppers';
import type { ApiClient } from '../../api/http-client';

const [basmati, atta] = specProducts.data;

type Get = (path: string, query?: Record<string, unknown>) => Promise<unknown>;

// The wishlists live in a module-wide store: each test starts from a fresh one (and fresh providers).
async function renderScreen(get: Get, change: Partial<Record<'put' | 'delete', (path: string, body?: unknown) => Promise<unknown>>> = {}) {
  vi.resetModules();
  const { default: WishlistScreen } = await import('./WishlistScreen');
  const { StoreProviders } = await import('../../../tests/support/store-providers');
  const { Router } = await import('wouter');
  const api = { get: vi.fn(get), post: vi.fn(), put: vi.fn(change.put), delete: vi.fn(change.delete) };
  render(
    <StoreProviders init={makeInit({ user: asha })} api={api as unknown as ApiClient}>
      <Router hook={memoryLocation({ path: '/account/wishlist' }).hook}>
        <WishlistScreen />
      </Router>
    </StoreProviders>,
  );
  return api;
}

const notFound = () => Promise.reject(Object.assign(new Error('Not found'), { status: 404, data: { message: 'Not found' } }));

describe('/account/wishlist', () => {
  const lists = [
    { id: 1, name: 'My wishlist', product_ids: [basmati!.product_id] },
    { id: 2, name: 'Party', product_ids: [] },
  ];
  const ours: Get = async (path) =>
    path === '/api/wishlist/products'
      ? [{ ...basmati, wishlist: true }]
      : path === '/api/wishlist'
        ? { WishlistCategories: lists }
        : notFound();

  it('shows each list by name with its products, empty lists too (issue 35)', async () => {
    await renderScreen(ours);
    const mine = await screen.findByRole('region', { name: 'My wishlist (1 product)' });
    expect(await within(mine).findByRole('link', { name: /Spec Basmati Rice/ })).toBeInTheDocument();
    const party = screen.getByRole('region', { name: 'Party (0 products)' });
    expect(party).toHaveTextContent('Nothing on this list yet.');
  });

  it('renames a list, showing the store’s refusal, and deletes one after asking', async () => {
    const put = vi.fn(async (_path: string, body?: unknown) => {
      const { name } = body as { name: string };
      if (name === 'My wishlist')
        throw Object.assign(new Error('taken'), { status: 409, data: { message: 'You already have a wishlist called My wishlist' } });
      return { id: 2, name };
    });
    const api = await renderScreen(ours, { put, delete: async () => ({ ok: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Party' }));
    const field = screen.getByRole('textbox', { name: 'New name for Party' });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wishlist name is required')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await userEvent.type(field, 'My wishlist');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You already have a wishlist called My wishlist')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '<b>Diwali</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('region', { name: '<b>Diwali</b> (0 products)' })).toBeInTheDocument();
    expect(put).toHaveBeenLastCalledWith('/api/wishlistCategory/2', { name: '<b>Diwali</b>' });

    await userEvent.click(screen.getByRole('button', { name: 'Delete My wishlist' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete wishlist' });
    expect(await within(ask).findByText('Delete “My wishlist” and the product on it?')).toBeInTheDocument();
    await userEvent.click(await within(ask).findByRole('button', { name: 'Keep wishlist' }));
    expect(api.delete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete My wishlist' }));
    await userEvent.click(
      await within(await screen.findByRole('dialog', { name: 'Delete wishlist' })).findByRole('button', { name: 'Delete wishlist' }),
    );
    await vi.waitFor(() => expect(api.delete).toHaveBeenCalledWith('/api/wishlistCategory/1'));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /My wishlist/ })).toBeNull());
  });

  // Spec section 3: a product's `wishlist` flag is all a store that runs only the specified API gives.
  it('without our calls, shows the store’s products whose wishlist flag is set', async () => {
    const api = await renderScreen(async (path) =>
      path === '/api/products'
        ? {
            data: [
              { ...basmati, wishlist: true },
              { ...atta, wishlist: null },
            ],
            meta: { total: 2 },
          }
        : path === '/api/wishlist'
          ? { WishlistCategories: [{ id: 1, name: 'Mine' }] }
          : notFound(),
    );
    expect(await screen.findByRole('link', { name: /Spec Basmati Rice/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(atta?.product_name ?? '-') })).toBeNull();
    expect(screen.queryByText(/Not found/)).toBeNull();
    expect(api.get).toHaveBeenCalledWith('/api/products', { perPage: 96 }, expect.anything());
  });

  it('says what went wrong when the store fails otherwise', async () => {
    await renderScreen(() => Promise.reject(Object.assign(new Error('down'), { status: 500, data: { message: 'The store is resting' } })));
    expect((await screen.findAllByText('The store is resting')).length).toBeGreaterThan(0);
  });
});
