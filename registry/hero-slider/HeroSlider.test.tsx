import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/hero-slider.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/hero-slider.json, rendered through the registry as a page shows it.
describe('hero-slider', () => {
  it('shows its slides as links with their titles as text, and controls to move between them', async () => {
    renderFixture(fixture);
    const first = await screen.findByRole('link', { name: /Seasonal fruit, picked ripe/ });
    expect(first).toHaveAttribute('href', '/products?c=fresh-fruits');
    expect(screen.getByText('Alphonso mangoes are here. Up to 20% off this week.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Stock up on staples/ })).toHaveAttribute('href', 'https://example.com/staples');
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
  });

  // Spec section 3: a hero slide is image, image_sm, link; a link still needs a name.
  it('names a linked slide that has no words from its picture’s name', async () => {
    const slides = [
      { image: 'offers/monsoon-sale_2026%20(hero).jpg', link: '/products?c=fruits' },
      { image: '.png', link: '/x' },
    ];
    renderFixture({ version: 2, data: [{ name: 'hero-slider', data: { slides } }] });
    expect(await screen.findByRole('link', { name: 'monsoon sale 2026 (hero)' })).toHaveAttribute('href', '/products?c=fruits');
    expect(screen.getByRole('link', { name: 'Slide 2' })).toHaveAttribute('href', '/x');
  });
});
