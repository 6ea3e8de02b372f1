import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageDataResult } from '../api/store-api';
import { parsePageData } from '../../contract/read-page-data';
import { createPageDataCache } from './page-data-cache';
import { usePageData } from './use-page-data';

const page = (title: string): PageDataResult => ({ status: 200, data: parsePageData({ seo_title: title, data: [] }) });
const boot = (path: string, result: PageDataResult) => ({ path, status: result.status, data: result.data });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('usePageData', () => {
  it('shows the page the boot payload brought at once, and renders it only once (hydration is not re-run)', () => {
    const home = page('Home');
    const cache = createPageDataCache(() => Promise.reject(new Error('not asked')), boot('/', home));
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return usePageData(cache, '/');
    });
    expect(result.current.shown?.path).toBe('/');
    expect(result.current.shown?.result.data).toBe(home.data);
    expect(result.current.loading).toBe(false);
    // The mount effect finds the same page in the cache and keeps the object on screen as it is.
    expect(renders).toBe(1);
  });

  it('keeps the previous page while the next loads, and a stale answer never replaces a newer one', async () => {
    const answers = new Map([
      ['/a', deferred<PageDataResult>()],
      ['/b', deferred<PageDataResult>()],
    ]);
    const cache = createPageDataCache((path) => answers.get(path)!.promise, boot('/', page('Home')));
    const { result, rerender } = renderHook(({ path }) => usePageData(cache, path), { initialProps: { path: '/' } });
    rerender({ path: '/a' });
    expect(result.current.shown?.path).toBe('/');
    expect(result.current.loading).toBe(true);
    rerender({ path: '/b' });
    await act(async () => answers.get('/b')!.resolve(page('B')));
    await act(async () => answers.get('/a')!.resolve(page('A')));
    expect(result.current.shown?.path).toBe('/b');
    expect(result.current.loading).toBe(false);
  });

  it('says the load failed, and retry asks again', async () => {
    let calls = 0;
    const cache = createPageDataCache(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(page('Again'));
    }, null);
    const onError = vi.fn();
    const { result } = renderHook(() => usePageData(cache, '/x', onError));
    await waitFor(() => expect(result.current.failed).toBe(true));
    // Spec section 8: the shared error handler hears of it (the app shows its toast).
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    expect(result.current.loading).toBe(false);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.shown?.path).toBe('/x'));
    expect(result.current.failed).toBe(false);
    expect(calls).toBe(2);
  });
});
