import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/brand-carousel.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/brand-carousel.json, rendered through the registry as a page shows it.
describe('brand-carousel', () => {
  it('links each brand the server resolved to the products of that brand', async () => {
    renderFixture(fixture);
    expect(await screen.findByRole('heading', { name: 'Brands we love' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Amrit Dairy/ })).toHaveAttribute('href', '/products?b=amrit-dairy');
    expect(screen.getByRole('link', { name: /Crunchwala/ })).toHaveAttribute('href', '/products?b=crunchwala');
  });
});
