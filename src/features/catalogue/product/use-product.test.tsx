import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeInit } from '../../../../tests/support/init-factory';
import type { ApiClient } from '../../../api/http-client';
import { BootProvider } from '../../../context/boot-context';
import { ToastProvider } from '../../../ui/toast/ToastProvider';
import { screen } from '@testing-library/react';
import { useProduct } from './use-product';

const product = {
  product_id: 7,
  product_name: 'Toor Dal',
  slug: 'toor-dal',
  brand_name: 'Amrit',
  brand_slug: 'amrit',
  medias: [{ src: '/s/media/products/toor-dal.svg' }],
  packs: [{ pack_id: 70, pack_name: '1 kg', price: 90, act_price: 100, discount: 10, warehouse_id: 1, discount_type: 'percent' }],
};

function apiAnswering(body: unknown): ApiClient {
  return { get: vi.fn(async () => body) as ApiClient['get'], post: vi.fn(), put: vi.fn(), delete: vi.fn() };
}

function withApi(api: ApiClient) {
  const init = makeInit();
  return ({ children }: { children: ReactNode }) => (
    <BootProvider value={{ init, api }}>
      <ToastProvider>{children}</ToastProvider>
    </BootProvider>
  );
}

describe('useProduct', () => {
  it("is ready at once with the server's answer, and does not ask again", () => {
    const api = apiAnswering(product);
    const { result } = renderHook(() => useProduct('toor-dal', product), { wrapper: withApi(api) });
    expect(result.current).toMatchObject({ kind: 'ready', product: { product_name: 'Toor Dal' } });
    expect(api.get).not.toHaveBeenCalled();
  });

  it('asks for the product when there is no usable answer from the server, and for the next product', async () => {
    const api = apiAnswering(product);
    const { result, rerender } = renderHook(({ slug }) => useProduct(slug, slug === 'toor-dal' ? { product_name: 42 } : undefined), {
      initialProps: { slug: 'toor-dal' },
      wrapper: withApi(api),
    });
    expect(result.current).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current.kind).toBe('ready'));
    rerender({ slug: 'moong-dal' });
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith('/api/products/moong-dal', undefined, expect.any(AbortSignal)));
  });

  it('is not found on a 404, and failed (reported, with a retry that asks again) on any other failure', async () => {
    const missing: ApiClient = {
      ...apiAnswering(null),
      get: vi.fn(async () => Promise.reject(Object.assign(new Error('x'), { status: 404 }))),
    };
    const gone = renderHook(() => useProduct('gone'), { wrapper: withApi(missing) });
    await waitFor(() => expect(gone.result.current).toEqual({ kind: 'not-found' }));

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = apiAnswering({ product_name: 42 });
    const { result } = renderHook(() => useProduct('broken-answer'), { wrapper: withApi(api) });
    await waitFor(() => expect(result.current.kind).toBe('failed'));
    // Spec section 8: product load errors go to the shared handler's error toast.
    expect(await screen.findByText(/went wrong|try again/i)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Product “broken-answer” could not be loaded'), expect.anything());
    errors.mockRestore();
    vi.mocked(api.get).mockResolvedValue(product);
    act(() => (result.current as { retry: () => void }).retry());
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'ready', product: { slug: 'toor-dal' } }));
  });
});
