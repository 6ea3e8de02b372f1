import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/spacer.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/spacer.json, rendered through the registry as a page shows it.
describe('spacer', () => {
  it('puts space, and a line where asked, between the components around it', async () => {
    renderFixture(fixture);
    expect(await screen.findByRole('heading', { name: 'Above the line' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Below the line' })).toBeInTheDocument();
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    expect(document.querySelector('.spacer')).toHaveStyle({ height: '16px' });
  });
});
