import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/supplier-carousel.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/supplier-carousel.json, rendered through the registry as a page shows it.
describe('supplier-carousel', () => {
  it('shows each supplier with a link under the link policy', async () => {
    renderFixture(fixture);
    expect(await screen.findByRole('heading', { name: 'Our farmers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kaveri Farms co-op/ })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: /Nilgiri Dew estates/ })).toHaveAttribute('href', 'https://nilgiri.example/');
    // A bare www. address is taken as https, and opens in a new tab like any other site.
    const bare = screen.getByRole('link', { name: /Sabzi Bazaar growers/ });
    expect(bare).toHaveAttribute('href', 'https://www.sabzi.example/');
    expect(bare).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Cold-pressed oils from Mandya.')).toBeInTheDocument();
  });
});
