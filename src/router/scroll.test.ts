import { describe, expect, it, vi } from 'vitest';
import { applyScroll, decideScroll } from './scroll';

describe('decideScroll', () => {
  it.each([
    [
      { saved: 640, hash: '#reviews', scrollToTop: true },
      { kind: 'position', top: 640 },
    ],
    [
      { saved: 0, hash: '', scrollToTop: false },
      { kind: 'position', top: 0 },
    ],
    [
      { saved: undefined, hash: '#reviews', scrollToTop: true },
      { kind: 'anchor', id: 'reviews' },
    ],
    [
      { saved: undefined, hash: '#caf%C3%A9', scrollToTop: true },
      { kind: 'anchor', id: 'café' },
    ],
    [
      { saved: undefined, hash: '#%E0%A4', scrollToTop: true },
      { kind: 'anchor', id: '%E0%A4' },
    ],
    [{ saved: undefined, hash: '', scrollToTop: true }, { kind: 'top' }],
    [{ saved: undefined, hash: '#', scrollToTop: true }, { kind: 'top' }],
    [{ saved: undefined, hash: '', scrollToTop: false }, { kind: 'none' }],
  ])('%j → %j', (input, expected) => {
    expect(decideScroll(input)).toEqual(expected);
  });
});

describe('applyScroll', () => {
  it('scrolls smoothly to an anchor when it exists, else to the top', () => {
    const target = document.createElement('h2');
    target.id = 'reviews';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    applyScroll({ kind: 'anchor', id: 'reviews' });
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    applyScroll({ kind: 'anchor', id: 'missing' });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    applyScroll({ kind: 'position', top: 300 });
    // Spec section 2: the saved position is scrolled to smoothly too.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 300, behavior: 'smooth' });
    scrollTo.mockClear();
    applyScroll({ kind: 'none' });
    expect(scrollTo).not.toHaveBeenCalled();
    target.remove();
  });

  it('jumps instead where the shopper’s system asks for less motion', () => {
    const scrollTo = vi.fn();
    const win = { matchMedia: (query: string) => ({ matches: query.includes('reduce') }), scrollTo, document } as unknown as Window;
    applyScroll({ kind: 'top' }, win);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
  });
});
