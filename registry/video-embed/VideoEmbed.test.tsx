import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/video-embed.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/video-embed.json, rendered through the registry as a page shows it.
describe('video-embed', () => {
  it('loads nothing from the video host until the shopper presses play, then the privacy-enhanced player', async () => {
    const { container } = renderFixture(fixture);
    const play = await screen.findByRole('button', { name: 'Play video: How we pack your order' });
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(play);
    expect(screen.getByTitle('How we pack your order')).toHaveAttribute(
      'src',
      expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    );
  });
});
