import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/category-carousel.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/category-carousel.json, rendered through the registry as a page shows it.
describe('category-carousel', () => {
  it('links each category the server resolved to its products', async () => {
    renderFixture(fixture);
    expect(await screen.findByRole('heading', { name: 'Shop by category' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Fruits & Vegetables/ })).toHaveAttribute('href', '/products?c=fruits-vegetables');
    expect(screen.getByRole('link', { name: /Dairy & Breakfast/ })).toHaveAttribute('href', '/products?c=dairy-breakfast');
  });
});
