import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeInit } from '../../../../tests/support/init-factory';
import type { ApiClient } from '../../../api/http-client';
import type { Prefetched } from '../../../../contract/prefetched';
import { StoreProviders } from '../../../../tests/support/store-providers';
import ProductList from './ProductList';

const product = (id: number, name: string) => ({
  product_id: id,
  product_name: name,
  slug: `p-${id}`,
  brand_name: 'Amrit Dairy',
  brand_slug: 'amrit-dairy',
  medias: [{ src: `/s/media/products/p-${id}.svg` }],
  packs: [{ pack_id: id * 10, pack_name: '1 kg', price: 90, act_price: 100, discount: 10, warehouse_id: 1, discount_type: 'percent' }],
});

/** A fake API whose answers the test releases one by one, recording what was asked and what was aborted. */
function fakeApi() {
  const calls: { path: string; signal: AbortSignal | undefined; answer: (body: unknown) => void }[] = [];
  const api: ApiClient = {
    get: vi.fn(
      (path: string, _query?: Record<string, unknown>, signal?: AbortSignal) =>
        new Promise((resolve) => {
          calls.push({ path, signal, answer: resolve });
        }),
    ) as ApiClient['get'],
    post: vi.fn(),
    put: vi.fn(),
    delete: vi.fn(),
  };
  return { api, calls };
}

const categories = [{ name: 'Rice', slug: 'rice', avatar: null, children: [] }];

function renderList(path: string, prefetched?: Prefetched) {
  const location = memoryLocation({ path, record: true });
  const { api, calls } = fakeApi();
  render(
    <StoreProviders
      init={makeInit({ categories, brands: [{ name: 'Amrit Dairy', slug: 'amrit-dairy' }] })}
      api={api}
      prefetched={prefetched}
    >
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ProductList />
      </Router>
    </StoreProviders>,
  );
  return { location, calls, unmount: cleanup };
}

// Each test gets its own queries: answers are remembered across renders for Back and Forward.
let unique = 0;
const fresh = () => `q=item${++unique}`;

describe('the product list', () => {
  it("shows the server's answer for the first page at once, without asking again; a malformed one is asked for", async () => {
    const q = fresh();
    const key = `/api/products?${q}&perPage=24`;
    const first = renderList(`/products?${q}`, { [key]: { data: [product(2, 'Sona Masoori')], meta: { total: 1, page: 1, perPage: 24 } } });
    expect(screen.getByRole('link', { name: 'Sona Masoori' })).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(first.calls).toHaveLength(0);
    first.unmount();

    const other = fresh();
    const broken = renderList(`/products?${other}`, { [`/api/products?${other}&perPage=24`]: { data: 'not a list' } });
    expect(broken.calls.map((c) => c.path)).toEqual([`/api/products?${other}&perPage=24`]);
    broken.unmount();
  });

  it('asks the API for the query in the address, once, and shows the total, chips and results', async () => {
    const q = fresh();
    const { calls } = renderList(`/products?${q}&c=rice&s=price_asc`);
    expect(calls.map((c) => c.path)).toEqual([`/api/products?${q}&c=rice&s=price_asc&perPage=24`]);
    await act(async () => calls[0]?.answer({ data: [product(1, 'Toor Dal')], meta: { total: 1, page: 1, perPage: 24 } }));
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toor Dal' })).toHaveAttribute('href', '/products/p-1');
    const chips = screen.getByRole('list', { name: 'Applied filters' });
    expect(within(chips).getByText('Rice')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    expect(calls).toHaveLength(1);
  });

  it('needs only data and meta.total from the store (spec section 7)', async () => {
    const q = fresh();
    const { calls } = renderList(`/products?${q}`);
    await act(async () => calls[0]?.answer({ data: [product(1, 'Toor Dal'), product(2, 'Sona Masoori')], meta: { total: 30 } }));
    expect(screen.getByText('30 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sona Masoori' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /pagination/i })).toBeInTheDocument();
  });

  it('pushes a committed change to the address and loads it: sort, page, removing a chip', async () => {
    const q = fresh();
    const { location, calls } = renderList(`/products?${q}&c=rice`);
    await act(async () => calls[0]?.answer({ data: [product(1, 'A')], meta: { total: 60, page: 1, perPage: 24 } }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    expect(location.history.at(-1)).toBe(`/products?${q}&c=rice&s=name`);
    expect(calls.at(-1)?.path).toBe(`/api/products?${q}&c=rice&s=name&perPage=24`);
    expect(screen.getByRole('link', { name: 'A' })).toBeInTheDocument();
    await act(async () => calls.at(-1)?.answer({ data: [product(2, 'B')], meta: { total: 60, page: 1, perPage: 24 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(location.history.at(-1)).toBe(`/products?${q}&c=rice&s=name&page=2`);
    await act(async () => calls.at(-1)?.answer({ data: [product(3, 'C')], meta: { total: 60, page: 2, perPage: 24 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Rice' }));
    expect(location.history.at(-1)).toBe(`/products?${q}&s=name`);
  });

  it('follows the address when it changes (Back): a remembered answer shows at once, and the list is fetched again (spec section 2)', async () => {
    const q = fresh();
    const { location, calls } = renderList(`/products?${q}`);
    await act(async () => calls[0]?.answer({ data: [product(1, 'First')], meta: { total: 1, page: 1, perPage: 24 } }));
    act(() => location.navigate(`/products?${q}&s=name`));
    await act(async () => calls[1]?.answer({ data: [product(2, 'Second')], meta: { total: 1, page: 1, perPage: 24 } }));
    expect(screen.getByRole('link', { name: 'Second' })).toBeInTheDocument();
    act(() => location.navigate(`/products?${q}`, { replace: true }));
    expect(screen.getByRole('link', { name: 'First' })).toBeInTheDocument();
    expect(calls).toHaveLength(3);
    expect(calls[2]?.path).toBe(`/api/products?${q}&perPage=24`);
    await act(async () => calls[2]?.answer({ data: [product(1, 'First, restocked')], meta: { total: 1, page: 1, perPage: 24 } }));
    expect(screen.getByRole('link', { name: 'First, restocked' })).toBeInTheDocument();
  });

  it('shows the server’s answer without asking once; mounted again for the same address, it asks', async () => {
    const q = fresh();
    const prefetched = { [`/api/products?${q}&perPage=24`]: { data: [product(4, 'From the server')], meta: { total: 1 } } };
    const first = renderList(`/products?${q}`, prefetched);
    expect(first.calls).toHaveLength(0);
    first.unmount();
    const again = renderList(`/products?${q}`, prefetched);
    expect(screen.getByRole('link', { name: 'From the server' })).toBeInTheDocument();
    expect(again.calls).toHaveLength(1);
  });

  it('aborts a superseded request and never lets its late answer replace the newer one', async () => {
    const q = fresh();
    const { location, calls } = renderList(`/products?${q}`);
    act(() => location.navigate(`/products?${q}&s=discount`));
    expect(calls[0]?.signal?.aborted).toBe(true);
    await act(async () => calls[1]?.answer({ data: [product(2, 'Newer')], meta: { total: 1, page: 1, perPage: 24 } }));
    await act(async () => calls[0]?.answer({ data: [product(1, 'Older')], meta: { total: 1, page: 1, perPage: 24 } }));
    expect(screen.getByRole('link', { name: 'Newer' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Older' })).toBeNull();
  });

  it('keeps the old results on screen with the progress bar while the next ones load', async () => {
    const q = fresh();
    const { location, calls } = renderList(`/products?${q}`);
    await act(async () => calls[0]?.answer({ data: [product(1, 'Shown')], meta: { total: 1, page: 1, perPage: 24 } }));
    act(() => location.navigate(`/products?${q}&s=newest`));
    expect(screen.getByRole('link', { name: 'Shown' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('is titled by its search, its one category or brand, or as filtered (issue 18)', () => {
    const title = (path: string) => {
      const { unmount } = renderList(path);
      const text = screen.getByRole('heading', { level: 1 }).textContent;
      unmount();
      return text;
    };
    expect(title('/products?c=rice')).toBe('Rice');
    expect(title('/products?b=amrit-dairy')).toBe('Amrit Dairy');
    expect(title('/products?c=rice&b=amrit-dairy')).toBe('Filtered products');
    expect(title('/products?q=dal&c=rice')).toBe('Results for “dal”');
    expect(title('/products')).toBe('All products');
  });

  it('past the last page says so and leads to the first, rather than "no products" (issue 18)', async () => {
    const q = fresh();
    const { location, calls } = renderList(`/products?${q}&page=999`);
    await act(async () => calls[0]?.answer({ data: [], meta: { total: 30 } }));
    expect(screen.getByRole('heading', { name: 'There is no such page' })).toBeInTheDocument();
    expect(screen.getByText('This list has 30 products on 2 pages.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(location.history.at(-1)).toBe(`/products?${q}`);
  });

  it('replaces a reordered address with its canonical form', () => {
    const q = fresh();
    const { location } = renderList(`/products?b=amrit-dairy&${q}&page=1`);
    expect(location.history.at(-1)).toBe(`/products?${q}&b=amrit-dairy`);
  });

  it('shows a helpful empty state that clears the filters', async () => {
    const q = fresh();
    const { location, calls } = renderList(`/products?${q}&c=rice`);
    await act(async () => calls[0]?.answer({ data: [], meta: { total: 0, page: 1, perPage: 24 } }));
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location.history.at(-1)).toBe('/products');
  });

  it.each([
    ['a malformed answer', { data: [{ product_id: 'x' }], meta: {} }],
    ['an answer of the wrong type', 'Internal error'],
  ])('shows a friendly error with Retry for %s', async (_name, body) => {
    const q = fresh();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = renderList(`/products?${q}`);
    await act(async () => calls[0]?.answer(body));
    expect(screen.getByRole('heading', { name: 'We couldn’t load the products' }).closest('[role="alert"]')).not.toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls).toHaveLength(2);
    error.mockRestore();
  });
});
