import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMain } from './PageMain';

function Page({ path }: { path: string }) {
  return (
    <PageMain key={path} fullWidth={false}>
      <select id="product-sort" aria-label="Sort by" defaultValue={path}>
        <option value={path}>{path}</option>
      </select>
      <button type="button" data-focus-key="page-2">
        Page 2
      </button>
      <a href={`${path}#top`}>Top</a>
    </PageMain>
  );
}

describe('the main area, re-created for every address (spec section 1)', () => {
  it('is a new element for a new path or query, and the keyboard keeps its place by id or data-focus-key', () => {
    const { rerender } = render(<Page path="/products?s=name" />);
    const first = screen.getByRole('main');
    screen.getByRole('combobox', { name: 'Sort by' }).focus();
    rerender(<Page path="/products?s=price" />);
    expect(screen.getByRole('main')).not.toBe(first);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Sort by' }));

    screen.getByRole('button', { name: 'Page 2' }).focus();
    rerender(<Page path="/products?page=2" />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 2' }));

    // Nothing to match (a plain link): focus is not moved anywhere.
    screen.getByRole('link', { name: 'Top' }).focus();
    rerender(<Page path="/about" />);
    expect(document.activeElement).toBe(document.body);
  });
});
