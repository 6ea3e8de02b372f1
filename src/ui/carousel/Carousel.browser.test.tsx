import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Carousel } from './Carousel';
import '../../shell/styles.css';

afterEach(cleanup);

const settled = (track: HTMLElement) =>
  new Promise<void>((done) => {
    let last = -1;
    const check = () => {
      if (track.scrollLeft === last) return done();
      last = track.scrollLeft;
      setTimeout(check, 150);
    };
    setTimeout(check, 150);
  });

/** Nine plain cards, more than a 400 px carousel shows at once. */
const nineCards = () =>
  Array.from({ length: 9 }, (_, i) => (
    <div key={i} style={{ height: 40 }}>
      Card {i + 1}
    </div>
  ));

describe('Carousel (real Chromium)', () => {
  it('lets the keyboard reach a scrolling track of cards without links; a track of links, or one that does not scroll, needs no extra stop', async () => {
    const cards = (linked: boolean, length = 6) =>
      render(
        <div style={{ width: 300 }}>
          <Carousel label={linked ? 'Linked' : 'Plain'} perView={{ base: 2, sm: 2, md: 2, lg: 2 }} autoplayInterval={0}>
            {Array.from({ length }, (_, i) => (linked ? <a href={`/s${i}`}>Supplier {i}</a> : <p>Supplier {i}</p>))}
          </Carousel>
        </div>,
      ).container.querySelector('.carousel-track') as HTMLElement;
    const plain = cards(false);
    await expect.poll(() => plain.getAttribute('tabindex')).toBe('0');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(plain);
    expect(cards(true).hasAttribute('tabindex')).toBe(false);
    const fits = cards(false, 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fits.hasAttribute('tabindex')).toBe(false);
  });

  it('moves by whole cards, so it never stops on a half-cut one (issue 18), even from a position between cards', async () => {
    const { getByRole, container } = render(
      <div style={{ width: 400 }}>
        <Carousel label="Deals" perView={{ base: 2, sm: 2, md: 2, lg: 2 }} autoplayInterval={0}>
          {nineCards()}
        </Carousel>
      </div>,
    );
    const track = container.querySelector('.carousel-track') as HTMLElement;
    const [first, second] = track.children as HTMLCollectionOf<HTMLElement>;
    const pitch = (second as HTMLElement).offsetLeft - (first as HTMLElement).offsetLeft;
    const next = getByRole('button', { name: 'Next: Deals' });
    for (const expected of [1, 2, 3]) {
      await userEvent.click(next);
      await settled(track);
      expect(track.scrollLeft / pitch).toBeCloseTo(expected, 1);
    }
    // A shopper's swipe may leave it between cards (snapping aside): the next step lands on a card.
    track.style.scrollSnapType = 'none';
    track.scrollTo({ left: pitch * 1.4, behavior: 'instant' });
    await userEvent.click(next);
    await settled(track);
    expect(track.scrollLeft / pitch).toBeCloseTo(2, 1);
  });

  it('autoplays only while in view: a carousel below the fold waits at its first card until the shopper scrolls to it', async () => {
    const { container } = render(
      <div style={{ width: 400 }}>
        <div style={{ height: 3000 }} />
        <Carousel label="Below" perView={{ base: 2, sm: 2, md: 2, lg: 2 }} autoplayInterval={200}>
          {nineCards()}
        </Carousel>
      </div>,
    );
    const track = container.querySelector('.carousel-track') as HTMLElement;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(track.scrollLeft).toBe(0);
    track.scrollIntoView({ block: 'center' });
    await expect.poll(() => track.scrollLeft, { timeout: 3000 }).toBeGreaterThan(0);
  });
});
