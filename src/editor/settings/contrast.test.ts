import { describe, expect, it } from 'vitest';
import { contrastProblems } from './contrast';
import { contrastRatio, parseHex } from '../../../contract/colour-contrast';

// Issue 22, item 1: a contrast warning when text on its background falls below WCAG AA (4.5:1).
describe('contrast', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#0B6E35')).toEqual([11, 110, 53]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('url(x)')).toBeNull();
  });

  it('gives the WCAG ratios: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('nope', '#fff')).toBeNull();
  });

  it('names the pairs of a theme that fall below AA, and passes the demo store’s theme', () => {
    const leaf = {
      primary: '#0b6e35',
      'primary-contrast': '#ffffff',
      accent: '#f4b400',
      background: '#ffffff',
      surface: '#f4f7f5',
      text: '#1b1f1d',
      muted: '#4d5652',
    };
    expect(contrastProblems(leaf)).toEqual([]);
    const faded = contrastProblems({ ...leaf, primary: '#8fd19e', muted: 'not a colour' });
    expect(faded.map((p) => p.where)).toEqual(['Text on buttons and the header', 'Links on the page']);
    expect(faded[0]!.ratio).toBeLessThan(4.5);
  });
});
