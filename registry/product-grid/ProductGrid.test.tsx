import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/product-grid.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/product-grid.json, rendered through the registry as a page shows it.
describe('product-grid', () => {
  it('shows the products the server resolved as a grid of cards', async () => {
    renderFixture(fixture);
    expect(await screen.findByRole('heading', { name: 'Morning essentials' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Kaveri Farms Alphonso Mango' })[0]).toHaveAttribute(
      'href',
      '/products/kaveri-farms-alphonso-mango',
    );
    expect(document.querySelector('.product-grid')?.getAttribute('style')).toContain('--columns: 3');
  });
});
