import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastApi } from './ToastProvider';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces info and success politely, warnings and errors assertively, and clears them after 5 s', () => {
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    act(() => {
      api.success('Wishlist added successfully');
      api.error('Something went wrong. Please try again.');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Wishlist added successfully');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('dismisses a toast from its button', () => {
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    act(() => void api.info('Saved'));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('renders hostile text as text', () => {
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    act(() => void api.error('<img src=x onerror=alert(1)>'));
    expect(screen.getByRole('alert')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
