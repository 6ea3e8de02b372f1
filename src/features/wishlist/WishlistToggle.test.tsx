import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { makeInit } from '../../../tests/support/init-factory';
import type { ApiClient } from '../../api/http-client';
import { asha } from '../../../tests/support/shoppers';

const product = { product_id: 5, product_name: 'Toor Dal', slug: 'toor-dal' };

/** A store whose wishlist calls answer `lists` and `update` (a function of the call's count). */
function storeApi(lists: unknown, update: (call: number) => unknown) {
  let calls = 0;
  const post = vi.fn(async (path: string) => {
    if (path !== '/api/wishlist/update') throw new Error(`unexpected ${path}`);
    const answer = update(++calls);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const get = vi.fn(async (path: string) => {
    if (path === '/api/wishlist') return { WishlistCategories: lists };
    throw Object.assign(new Error('not found'), { status: 404 });
  });
  return { get, post, put: vi.fn(), delete: vi.fn() } as unknown as ApiClient & { post: typeof post };
}

// The wishlists live in a module-wide store: each test starts from a fresh one (and so from fresh
// providers, whose contexts the fresh modules read).
async function renderHeart(api: ApiClient, wishlist: boolean | null) {
  vi.resetModules();
  const { WishlistToggle } = await import('./WishlistToggle');
  const { StoreProviders } = await import('../../../tests/support/store-providers');
  const { Router } = await import('wouter');
  render(
    <StoreProviders init={makeInit({ user: asha })} api={api}>
      <Router hook={memoryLocation({ path: '/products' }).hook}>
        <WishlistToggle product={{ ...product, wishlist }} />
      </Router>
    </StoreProviders>,
  );
}

const heart = () => screen.getByRole('button', { name: /Toor Dal/ });

async function tick(listName: string) {
  await userEvent.click(heart());
  const dialog = await screen.findByRole('dialog', { name: 'Add Products In Wishlist' });
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: new RegExp(listName) }));
  return dialog;
}

describe('the wishlist heart', () => {
  beforeEach(() => sessionStorage.clear());

  // Spec section 3 (Product: wishlist, default false, may be null) and section 4 (a product's wishlist
  // flag toggles after a successful update): a store that sends neither `product_ids` nor `in_list`.
  it('follows the product’s own flag, toggled after each successful update, where the store says no more', async () => {
    const api = storeApi([{ id: 1, name: 'Monthly' }], () => ({ message: 'Wishlist updated' }));
    await renderHeart(api, null);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    const dialog = await tick('Monthly');
    expect(await screen.findByText('Toor Dal added to Monthly')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Monthly/ })).toBeChecked();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Monthly/ }));
    expect(await screen.findByText('Toor Dal removed from Monthly')).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(api.post).toHaveBeenLastCalledWith('/api/wishlist/update', { product_id: 5, wishlist_category_id: 1 });
  });

  it('shows a product the store flags as wishlisted, also once the lists are loaded', async () => {
    const api = storeApi([{ id: 1, name: 'Monthly' }], () => ({}));
    await renderHeart(api, true);
    await userEvent.click(heart());
    await screen.findByRole('checkbox', { name: /Monthly/ });
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads list ids sent as strings, and the product’s flag when the shopper has no list yet', async () => {
    const api = storeApi([{ id: '7', name: 'Monthly' }], () => ({ message: 'Wishlist updated' }));
    await renderHeart(api, false);
    await tick('Monthly');
    expect(api.post).toHaveBeenLastCalledWith('/api/wishlist/update', { product_id: 5, wishlist_category_id: 7 });
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    document.body.innerHTML = '';
    await renderHeart(
      storeApi([], () => ({})),
      true,
    );
    await userEvent.click(heart());
    await screen.findByRole('dialog', { name: 'Add Products In Wishlist' });
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the flag when the update fails, with an error toast (spec section 3: failure is an error toast)', async () => {
    const api = storeApi([{ id: 1, name: 'Monthly' }], () => Object.assign(new Error('down'), { data: { message: 'Try again later' } }));
    await renderHeart(api, false);
    await tick('Monthly');
    expect(await screen.findByText('Try again later')).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('lets the lists decide where they say what they hold (our extension: product_ids, in_list)', async () => {
    const api = storeApi(
      [
        { id: 1, name: 'Monthly', product_ids: [5] },
        { id: 2, name: 'Party', product_ids: [] },
      ],
      (call) => ({ in_list: call === 1 }),
    );
    // The card's flag is stale: the lists know better.
    await renderHeart(api, false);
    await userEvent.click(heart());
    const dialog = await screen.findByRole('dialog', { name: 'Add Products In Wishlist' });
    expect(await within(dialog).findByRole('checkbox', { name: /Monthly \(1\)/ })).toBeChecked();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    // On a second list, then off the first: still on one list, so still wishlisted.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Party/ }));
    expect(await within(dialog).findByRole('checkbox', { name: /Party \(1\)/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Monthly/ }));
    expect(await within(dialog).findByRole('checkbox', { name: /Monthly \(0\)/ })).not.toBeChecked();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });
});
