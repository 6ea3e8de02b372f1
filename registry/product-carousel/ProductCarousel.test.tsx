import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/product-carousel.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/product-carousel.json, rendered through the registry as a page shows it.
describe('product-carousel', () => {
  it('shows the products the server resolved as cards, with a link to all of them', async () => {
    renderFixture(fixture);
    expect(await screen.findByRole('heading', { name: 'Deals of the day' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Kaveri Farms Alphonso Mango' })[0]).toHaveAttribute(
      'href',
      '/products/kaveri-farms-alphonso-mango',
    );
    expect(screen.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/products?s=discount');
  });
});
