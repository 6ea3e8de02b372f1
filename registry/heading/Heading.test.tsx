import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/heading.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/heading.json, rendered through the registry as a page shows it.
describe('heading', () => {
  it('shows its title at its level and alignment, also under its legacy alias', async () => {
    renderFixture(fixture);
    const title = await screen.findByRole('heading', { level: 1, name: 'Fresh groceries, delivered today' });
    expect(title.closest('.heading')).toHaveClass('heading-center');
    expect(screen.getByText('Fruits, vegetables, dairy and staples.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'A section title' })).toBeInTheDocument();
  });
});
