import { describe, expect, it } from 'vitest';
import { placePopper } from './place-popper';

const box = (top: number, left: number, width = 100, height = 40) => ({
  top,
  left,
  width,
  height,
  bottom: top + height,
  right: left + width,
});
const viewport = { width: 400, height: 800 };

describe('placePopper', () => {
  it('goes 10 px below the trigger', () => {
    expect(placePopper(box(100, 20), { width: 200, height: 150 }, viewport)).toEqual({ top: 150, left: 20, side: 'bottom' });
  });

  it('flips above when there is no room below but room above', () => {
    expect(placePopper(box(700, 20), { width: 200, height: 150 }, viewport)).toEqual({ top: 540, left: 20, side: 'top' });
  });

  it('stays below when it fits nowhere (the page scrolls)', () => {
    expect(placePopper(box(100, 20), { width: 200, height: 900 }, viewport).side).toBe('bottom');
  });

  it('stays inside the viewport horizontally', () => {
    expect(placePopper(box(100, 350), { width: 200, height: 100 }, viewport).left).toBe(200);
    expect(placePopper(box(100, -30), { width: 200, height: 100 }, viewport).left).toBe(0);
  });

  it('honours another offset', () => {
    expect(placePopper(box(100, 0), { width: 50, height: 50 }, viewport, 4).top).toBe(144);
  });
});
