import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmit } from './use-submit';

const refused = Object.assign(new Error('Bad Request'), { status: 400, data: { message: 'Please enter a valid 10-digit mobile number' } });

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('useSubmit', () => {
  it('is busy while the action runs, and runs one action at a time', async () => {
    const { result } = renderHook(() => useSubmit());
    const first = deferred();
    const second = vi.fn(async () => undefined);
    let running!: Promise<void>;
    act(() => void (running = result.current.run(() => first.promise)));
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(second));
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      first.resolve();
      await running;
    });
    expect(result.current).toMatchObject({ busy: false, error: null });
    await act(() => result.current.run(second));
    expect(second).toHaveBeenCalledOnce();
  });

  it("shows the server's message when the action fails, and clears it on the next try", async () => {
    const { result } = renderHook(() => useSubmit());
    await act(() => result.current.run(() => Promise.reject(refused)));
    expect(result.current).toMatchObject({ busy: false, error: 'Please enter a valid 10-digit mobile number' });
    await act(() => result.current.run(async () => undefined));
    expect(result.current.error).toBeNull();
    act(() => result.current.setError('Enter a coupon code'));
    expect(result.current.error).toBe('Enter a coupon code');
  });

  it('hands a failure to onError instead, and stays busy after an action that leaves the page', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useSubmit({ onError, leavesPage: true }));
    await act(() => result.current.run(() => Promise.reject(refused)));
    expect(onError).toHaveBeenCalledWith('Please enter a valid 10-digit mobile number');
    expect(result.current).toMatchObject({ busy: false, error: null });
    await act(() => result.current.run(async () => undefined));
    expect(result.current.busy).toBe(true);
  });
});
