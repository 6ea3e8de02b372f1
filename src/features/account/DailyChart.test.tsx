import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DailyChart, niceMax } from './DailyChart';

describe('niceMax', () => {
  it.each([
    [0, 100],
    [-5, 100],
    [1, 1],
    [7, 10],
    [12, 20],
    [180, 200],
    [2001, 5000],
    [9999.5, 10000],
    [50000, 50000],
  ])('%d → %d', (value, top) => {
    expect(niceMax(value)).toBe(top);
  });
});

describe('DailyChart', () => {
  const days = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, orders: i % 3, total: 100 * (i % 4) }));
  const axis = (container: HTMLElement) => [...container.querySelectorAll('.chart-x span')];

  it('names every third day of thirty, and keeps every third name on a phone', () => {
    const { container } = render(<DailyChart days={days(30)} />);
    const named = axis(container).filter((span) => span.textContent);
    expect(named.map((span) => span.textContent)).toEqual([
      'Nov 1',
      'Nov 4',
      'Nov 7',
      'Nov 10',
      'Nov 13',
      'Nov 16',
      'Nov 19',
      'Nov 22',
      'Nov 25',
      'Nov 28',
    ]);
    expect(named.filter((span) => span.classList.contains('chart-tick-minor')).map((span) => span.textContent)).toEqual([
      'Nov 4',
      'Nov 7',
      'Nov 13',
      'Nov 16',
      'Nov 22',
      'Nov 25',
    ]);
    expect(axis(container).filter((span) => !span.textContent && span.classList.contains('chart-tick-minor'))).toEqual([]);
  });

  it('names each of a week, and tells screen readers the totals in words', () => {
    const { container } = render(<DailyChart days={days(7)} />);
    expect(axis(container).every((span) => span.textContent)).toBe(true);
    expect(screen.getByRole('img')).toHaveAccessibleName(/^Totals per day from .+ the highest ₹300 on /);
  });
});
