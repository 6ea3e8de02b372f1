import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/html-block.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/html-block.json, rendered through the registry as a page shows it.
describe('html-block', () => {
  it("shows the owner's HTML, sanitised: text and links stay, another site's link opens safely", async () => {
    const { container } = renderFixture(fixture);
    expect(await screen.findByRole('heading', { name: 'Delivery information' })).toBeInTheDocument();
    expect(screen.getByText('Free over ₹499')).toBeInTheDocument();
    const away = screen.getByRole('link', { name: 'Find our store' });
    expect(away).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(container.querySelector('script')).toBeNull();
  });
});
