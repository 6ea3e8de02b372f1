import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeInit } from '../../tests/support/init-factory';
import type { ApiClient } from '../api/http-client';
import { BootProvider } from './boot-context';
import { useApiData } from './use-api-data';

const parseCount = (body: unknown): number => {
  const count = (body as { count?: unknown } | null)?.count;
  if (typeof count !== 'number') throw new Error('not a count');
  return count;
};

function setUp(get: (path: string, query?: Record<string, unknown>) => Promise<unknown>) {
  const api: ApiClient = { get: vi.fn(get) as unknown as ApiClient['get'], post: vi.fn(), put: vi.fn(), delete: vi.fn() };
  const init = makeInit();
  const wrapper = ({ children }: { children: ReactNode }) => <BootProvider value={{ init, api }}>{children}</BootProvider>;
  return { api, wrapper };
}

describe('useApiData', () => {
  it('loads and parses an answer, and asks again on reload', async () => {
    let n = 0;
    const { api, wrapper } = setUp(async () => ({ count: ++n }));
    const { result } = renderHook(() => useApiData('/api/things', parseCount), { wrapper });
    expect(result.current.data).toBeNull();
    await waitFor(() => expect(result.current.data).toBe(1));
    expect(api.get).toHaveBeenCalledWith('/api/things', undefined, expect.any(AbortSignal));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it("shows the server's answer at once without asking, and asks when that answer does not parse", async () => {
    const { api, wrapper } = setUp(async () => ({ count: 9 }));
    const fine = renderHook(() => useApiData('/api/things', parseCount, { initial: { count: 3 } }), { wrapper });
    expect(fine.result.current.data).toBe(3);
    expect(api.get).not.toHaveBeenCalled();
    const broken = renderHook(() => useApiData('/api/things', parseCount, { initial: { count: 'x' } }), { wrapper });
    await waitFor(() => expect(broken.result.current.data).toBe(9));
  });

  it('compares the query by value, and lets only the newest answer land', async () => {
    const pending: Record<string, (body: unknown) => void> = {};
    const { api, wrapper } = setUp((_path, query) => new Promise((resolve) => (pending[String(query?.page)] = resolve)));
    const { result, rerender } = renderHook(({ page }) => useApiData('/api/things', parseCount, { query: { page } }), {
      wrapper,
      initialProps: { page: 1 },
    });
    rerender({ page: 1 });
    expect(api.get).toHaveBeenCalledTimes(1);
    rerender({ page: 2 });
    expect(api.get).toHaveBeenCalledTimes(2);
    await act(async () => pending['2']?.({ count: 2 }));
    await act(async () => pending['1']?.({ count: 1 }));
    expect(result.current.data).toBe(2);
  });

  it('turns a failed request or an answer that does not parse into an error, keeping the failure', async () => {
    const refused = Object.assign(new Error('Not found'), { status: 404, data: { message: 'Order not found' } });
    const { wrapper } = setUp(async (path) => {
      if (path === '/api/missing') throw refused;
      return { count: 'many' };
    });
    const missing = renderHook(() => useApiData('/api/missing', parseCount), { wrapper });
    await waitFor(() => expect(missing.result.current.error).toBe('Order not found'));
    expect(missing.result.current.failure).toBe(refused);
    const malformed = renderHook(() => useApiData('/api/malformed', parseCount), { wrapper });
    await waitFor(() => expect(malformed.result.current.error).not.toBeNull());
    expect(malformed.result.current.data).toBeNull();
  });
});
