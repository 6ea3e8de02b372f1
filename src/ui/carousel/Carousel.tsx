import { Children, isValidElement, startTransition, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** Items visible at once: below 640 px, from 640, from 768, from 1024 px. */
export interface PerView {
  base: number;
  sm: number;
  md: number;
  lg: number;
}

/**
 * The product and supplier carousels' breakpoints: two and a half cards on a phone, the half saying
 * there is more (issue 35: one card a view made the phone home 4,514 px tall, as grocery apps are not).
 */
export const CARD_CAROUSEL: PerView = { base: 2.5, sm: 3.5, md: 3.5, lg: 5 };
/** How wide a card's image is shown in a CARD_CAROUSEL (the `sizes` attribute). */
export const CAROUSEL_CARD_IMAGE = '(min-width: 1024px) 20vw, (min-width: 640px) 30vw, 40vw';
/** The category and brand carousels' breakpoints: small tiles, three and a bit on a phone. */
export const TILE_CAROUSEL: PerView = { base: 3.3, sm: 4.5, md: 5, lg: 5 };

/**
 * How many items a carousel renders while the page starts: its widest view and one more. The rest come
 * when the shopper reaches for it (a touch, the pointer, focus, a scroll of the track, a button) or
 * autoplay first moves it: the home page's carousels held two thirds of its markup, all of it hydrated
 * while the page started, for cards no one had scrolled to (docs/performance.md, issue 35).
 */
export function itemsAtStart(perView: PerView): number {
  return Math.ceil(Math.max(perView.base, perView.sm, perView.md, perView.lg)) + 1;
}

/** A card carousel's autoplay interval from its settings: 2.5 s unless set, 0 when switched off. */
export function cardAutoplay(settings: { autoplay?: boolean; autoplayInterval?: number } | undefined): number {
  return settings?.autoplay === false ? 0 : (settings?.autoplayInterval ?? 2500);
}

interface Props {
  label: string;
  perView: PerView;
  /** Milliseconds between automatic moves; 0 turns autoplay off. */
  autoplayInterval: number;
  children: ReactNode;
  className?: string;
}

/**
 * A scroll-snap carousel with previous/next buttons. Autoplay runs while at least half the carousel is
 * in view, and pauses while pointed at or focused, while the tab is hidden, and when the shopper
 * prefers reduced motion.
 */
export function Carousel({ label, perView, autoplayInterval, children, className }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const items = Children.toArray(children);
  const count = items.length;
  const [everything, setEverything] = useState(false);
  const shown = everything ? items : items.slice(0, itemsAtStart(perView));
  // Setting it again is a no-op for React: no render once everything is shown.
  const showEverything = () => startTransition(() => setEverything(true));
  // A track that scrolls but holds nothing focusable (cards without links) must be a tab stop itself, or
  // keyboard users cannot scroll it (WCAG 2.1.1); one that does not scroll would be a stop for nothing.
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const measure = () =>
      setUnreachable(el.scrollWidth > el.clientWidth && !el.querySelector('a[href], button, input, select, textarea, [tabindex]'));
    // Measured once where there is no ResizeObserver (jsdom). Elsewhere the observer's first report
    // measures it, after the browser's own layout: measuring here would force one while the page starts.
    if (typeof ResizeObserver === 'undefined') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [children]);

  // Autoplay moves only a carousel the shopper can see: one below the fold waits for them at its first
  // item, and the page does no scrolling and drawing for nobody while it starts.
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = track.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setInView(true);
    const observer = new IntersectionObserver(([entry]) => setInView(!!entry?.isIntersecting), { threshold: 0.5 });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const step = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const [first, second] = el.children as HTMLCollectionOf<HTMLElement>;
    // One item and its gap; moving to a whole number of them never stops on a half-cut card.
    const pitch = (second && first ? second.offsetLeft - first.offsetLeft : 0) || el.clientWidth;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    const atStart = el.scrollLeft <= 1;
    if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior: 'smooth' });
    else if (direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior: 'smooth' });
    else el.scrollTo({ left: (Math.round(el.scrollLeft / pitch) + direction) * pitch, behavior: 'smooth' });
  };

  useEffect(() => {
    if (!autoplayInterval || paused || !inView || count < 2) return;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      // The buttons need no such call: the pointer or focus reached the carousel before them.
      startTransition(() => setEverything(true));
      step(1);
    }, autoplayInterval);
    return () => clearInterval(timer);
  }, [autoplayInterval, paused, inView, count]);

  const style = {
    '--per-view': perView.base,
    '--per-view-sm': perView.sm,
    '--per-view-md': perView.md,
    '--per-view-lg': perView.lg,
  } as CSSProperties;
  return (
    <div
      className={`carousel ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onPointerEnter={showEverything}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => {
        setPaused(true);
        showEverything();
      }}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel-track" ref={track} tabIndex={unreachable ? 0 : undefined} onScroll={showEverything}>
        {shown.map((child, index) => (
          <div
            key={isValidElement(child) && child.key !== null ? child.key : index}
            className="carousel-item"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
          >
            {child}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel-controls">
          <button type="button" className="carousel-button" onClick={() => step(-1)} aria-label={`Previous: ${label}`}>
            ‹
          </button>
          <button type="button" className="carousel-button" onClick={() => step(1)} aria-label={`Next: ${label}`}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
