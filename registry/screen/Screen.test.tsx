import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/screen.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/screen.json, rendered through the registry as a page shows it.
describe('screen', () => {
  it('places the built-in screen it names', async () => {
    renderFixture(fixture, '/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
  });
});
