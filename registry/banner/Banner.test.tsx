import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/banner.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/banner.json, rendered through the registry as a page shows it.
describe('banner', () => {
  it('links the whole banner to its page, with its text as text over the image', async () => {
    renderFixture(fixture);
    const link = await screen.findByRole('link', { name: /Free delivery over ₹499/ });
    expect(link).toHaveAttribute('href', '/products');
    expect(link).toHaveTextContent('Bulk packs by courier ship free over ₹999.');
    expect(link.querySelector('img')).toHaveAttribute('src', '/s/media/large/banner-delivery.svg');
  });
});
