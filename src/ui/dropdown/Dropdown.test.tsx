import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dropdown } from './Dropdown';

const menu = (props: Partial<Parameters<typeof Dropdown>[0]> = {}) =>
  render(
    <>
      <Dropdown trigger="Sort" {...props}>
        <a href="/products?s=price">Price: low to high</a>
        <a href="/products?s=name">Name: A–Z</a>
      </Dropdown>
      <button type="button">Outside</button>
    </>,
  );

describe('Dropdown', () => {
  afterEach(() => vi.useRealTimers());

  it('toggles from its button, sits on top (z-index 9999), and closes on an outside click', async () => {
    menu();
    const trigger = screen.getByRole('button', { name: 'Sort' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Name: A–Z' }).parentElement).toHaveStyle({ zIndex: '9999' });
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ↓ focusing the first item, and Escape returns to the button', async () => {
    menu();
    screen.getByRole('button', { name: 'Sort' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Price: low to high' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Sort' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sort' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('honours open and close delays', () => {
    vi.useFakeTimers();
    menu({ openDelay: 200, closeDelay: 300 });
    const trigger = screen.getByRole('button', { name: 'Sort' });
    act(() => trigger.click());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => void vi.advanceTimersByTime(200));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => trigger.click());
    act(() => void vi.advanceTimersByTime(299));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => void vi.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves it', async () => {
    menu();
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sort' })).toHaveAttribute('aria-expanded', 'false');
  });
});
