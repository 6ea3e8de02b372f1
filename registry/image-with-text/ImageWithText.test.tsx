import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/image-with-text.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/image-with-text.json, rendered through the registry as a page shows it.
describe('image-with-text', () => {
  it('shows its image with its alt text beside its text and link', async () => {
    renderFixture(fixture);
    expect(await screen.findByRole('img', { name: 'Detergents and cleaners' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A clean home, without the trip' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop household' })).toHaveAttribute('href', '/products?c=household');
  });
});
