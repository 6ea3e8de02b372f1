import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  afterEach(() => vi.useRealTimers());

  it('submits the text trimmed', async () => {
    const onSearch = vi.fn();
    render(<SearchField onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), '  basmati rice \t{enter}');
    expect(onSearch).toHaveBeenLastCalledWith('basmati rice', 'submit');
  });

  it('searches for "" when cleared, once', async () => {
    const onSearch = vi.fn();
    render(<SearchField onSearch={onSearch} initialText="atta" />);
    await userEvent.clear(screen.getByRole('searchbox'));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('', 'clear');
  });

  it('focuses 300 ms after opening when asked', () => {
    vi.useFakeTimers();
    render(<SearchField onSearch={vi.fn()} focusAfter={300} />);
    vi.advanceTimersByTime(299);
    expect(screen.getByRole('searchbox')).not.toHaveFocus();
    vi.advanceTimersByTime(1);
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });
});
