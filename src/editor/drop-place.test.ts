import { describe, expect, it } from 'vitest';
import { dropPlace } from './drop-place';

// Three components drawn 100 px tall with 20 px between them; the one at index 2 is hidden (not drawn).
const spans = [
  { index: 0, top: 0, bottom: 100 },
  { index: 1, top: 120, bottom: 220 },
  { index: 3, top: 240, bottom: 340 },
];

describe('where a dragged component drops', () => {
  it('goes before the first component whose middle is below the pointer, the line halfway across the gap', () => {
    expect(dropPlace(spans, 10, 4, 0)).toEqual({ at: 0, line: 0 });
    expect(dropPlace(spans, 49, 4, 0)).toEqual({ at: 0, line: 0 });
    expect(dropPlace(spans, 51, 4, 0)).toEqual({ at: 1, line: 110 });
    expect(dropPlace(spans, 200, 4, 0)).toEqual({ at: 3, line: 230 });
  });

  it('goes just after the last component drawn when the pointer is past its middle (a hidden one after it stays after)', () => {
    expect(dropPlace(spans, 300, 4, 0)).toEqual({ at: 4, line: 340 });
    expect(dropPlace(spans.slice(0, 2), 5000, 4, 0)).toEqual({ at: 2, line: 220 });
  });

  it('goes at the page’s end, on the given line, when nothing is drawn', () => {
    expect(dropPlace([], 300, 0, 56)).toEqual({ at: 0, line: 56 });
    expect(dropPlace([], -10, 2, 56)).toEqual({ at: 2, line: 56 });
  });
});
