import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { clampPage, pageCount, pageWindow } from './pagination';

describe('pagination arithmetic', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [100, 5, 20],
    [101, 100, 2],
    [-5, 10, 0],
    [Number.NaN, 10, 0],
    [25, 0, 3],
    [25, -1, 3],
    [25, 2.5, 13],
  ])('pageCount(%d, %d) = %d', (total, perPage, expected) => {
    expect(pageCount(total, perPage)).toBe(expected);
  });

  it.each([
    [1, 5, 1],
    [0, 5, 1],
    [-3, 5, 1],
    [9, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 1],
    [3, 0, 1],
  ])('clampPage(%d, %d) = %d', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });

  it.each([
    [1, 10, 5, [1, 2, 3, 4, 5]],
    [6, 10, 5, [4, 5, 6, 7, 8]],
    [10, 10, 5, [6, 7, 8, 9, 10]],
    [2, 3, 5, [1, 2, 3]],
    [1, 0, 5, []],
    [-4, 10, 5, [1, 2, 3, 4, 5]],
    [99, 10, 5, [6, 7, 8, 9, 10]],
    [5, 10, 4, [4, 5, 6, 7]],
    [5, 10, 0, [5]],
  ])('pageWindow(%d, %d, %d) = %j', (current, count, buttons, expected) => {
    expect(pageWindow(current, count, buttons)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('shows the total, five page buttons around the current page, and changes page and size', async () => {
    const onChange = vi.fn();
    render(<Pagination total={95} page={6} perPage={10} onChange={onChange} />);
    expect(screen.getByText('Total: 95')).toBeInTheDocument();
    // The first and the last page stay in reach (issue 35: the last page was not offered).
    expect(screen.getAllByRole('button', { name: /^Page/ }).map((b) => b.textContent)).toEqual(['1', '4', '5', '6', '7', '8', '10']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(7, 10);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '20', '50', '100']);
  });

  it('clamps a page outside the range and disables the edges', () => {
    render(<Pagination total={30} page={-2} perPage={10} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  // Issue 35: "‹ 1 ›" for a single page offered nothing to do.
  it('offers no page buttons for a single page', () => {
    render(<Pagination total={7} page={1} perPage={10} onChange={vi.fn()} sizeChoice={false} />);
    expect(screen.getByText('Total: 7')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('offers no pages for a total of 0', () => {
    render(<Pagination total={0} page={3} perPage={10} onChange={vi.fn()} />);
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
