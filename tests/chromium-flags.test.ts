import { describe, expect, it } from 'vitest';
import { withDisabledFeatures } from './support/chromium';

describe('withDisabledFeatures', () => {
  it('merges every --disable-features list into one, last, with the features added (Chromium reads only the last)', () => {
    expect(
      withDisabledFeatures(
        ['--disable-features=Translate,MediaRouter', '--headless', '--disable-features=MediaRouter,PaintHolding'],
        ['WebUIOmniboxPopup'],
      ),
    ).toEqual(['--headless', '--disable-features=Translate,MediaRouter,PaintHolding,WebUIOmniboxPopup']);
  });

  it('adds the list when there was none', () => {
    expect(withDisabledFeatures(['--headless'], ['A', 'B'])).toEqual(['--headless', '--disable-features=A,B']);
  });
});
