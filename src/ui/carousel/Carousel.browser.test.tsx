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

  it('renders its widest view and one more while the page starts; a scroll, focus, the pointer, a button or autoplay brings the rest', async () => {
    const carousel = (label: string, autoplayInterval = 0) =>
      render(
        <div style={{ width: 400 }}>
          <p style={{ height: 100, margin: 0 }}>Away from the carousel</p>
          <Carousel label={label} perView={{ base: 1.5, sm: 2, md: 2, lg: 2 }} autoplayInterval={autoplayInterval}>
            {Array.from({ length: 9 }, (_, i) => (
              <a key={i} href={`#${label}-${i}`} style={{ display: 'block', height: 40 }}>
                {label} {i + 1}
              </a>
            ))}
          </Carousel>
        </div>,
      ).container;
    const slides = (container: HTMLElement) => [...container.querySelectorAll('.carousel-item')].map((s) => s.getAttribute('aria-label'));
    const reachings: [string, (container: HTMLElement) => Promise<unknown>][] = [
      ['scroll', async (c) => c.querySelector('.carousel-track')?.scrollBy({ left: 60 })],
      ['focus', async (c) => (c.querySelector('.carousel-track a') as HTMLElement).focus()],
      ['pointer', async (c) => userEvent.hover(c.querySelector('.carousel-track') as HTMLElement)],
      ['button', async (c) => userEvent.click(c.querySelector('.carousel-button:last-child') as HTMLElement)],
    ];
    // The pointer left over a carousel would bring the rest by itself: it waits where each case's
    // paragraph above the carousel will be.
    await userEvent.hover(render(<p style={{ width: 400, height: 100, margin: 0 }}>Away</p>).container.querySelector('p') as HTMLElement);
    cleanup();
    for (const [label, reach] of reachings) {
      const container = carousel(label);
      // Two a view at most, and one more: three of nine, each saying how many there are.
      expect(slides(container)).toEqual(['1 of 9', '2 of 9', '3 of 9']);
      await reach(container);
      await expect.poll(() => slides(container).length, { message: label }).toBe(9);
      expect(slides(container).at(-1)).toBe('9 of 9');
      await userEvent.hover(container.querySelector('p') as HTMLElement);
      cleanup();
    }
    const autoplayed = carousel('Autoplay', 200);
    await expect.poll(() => slides(autoplayed).length, { timeout: 3000 }).toBe(9);
  });
});
