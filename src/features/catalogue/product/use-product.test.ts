import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/http-client';
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

describe('useProduct', () => {
  it("is ready at once with the server's answer, and does not ask again", () => {
    const api = apiAnswering(product);
    const { result } = renderHook(() => useProduct(api, 'toor-dal', product));
    expect(result.current).toMatchObject({ kind: 'ready', product: { product_name: 'Toor Dal' } });
    expect(api.get).not.toHaveBeenCalled();
  });

  it('asks for the product when there is no usable answer from the server, and for the next product', async () => {
    const api = apiAnswering(product);
    const { result, rerender } = renderHook(({ slug }) => useProduct(api, slug, slug === 'toor-dal' ? { product_name: 42 } : undefined), {
      initialProps: { slug: 'toor-dal' },
    });
    expect(result.current).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current.kind).toBe('ready'));
    rerender({ slug: 'moong-dal' });
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith('/api/products/moong-dal', undefined, expect.any(AbortSignal)));
  });
});
