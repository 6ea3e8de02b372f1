import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/banner-grid.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/banner-grid.json, rendered through the registry as a page shows it.
describe('banner-grid', () => {
  it('shows its title and one linked banner per entry, in order', async () => {
    renderFixture(fixture);
    expect(await screen.findByRole('heading', { name: 'This week' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/Cooking oils/);
    expect(links[0]).toHaveAttribute('href', '/products?c=edible-oils');
    expect(links[1]).toHaveAccessibleName(/Tea-time snacks/);
  });
});
