import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

describe('richText (product_description and product_info of any type)', () => {
  it.each([
    ['<p>Stone-ground</p>', '<p>Stone-ground</p>'],
    ['   ', null],
    [42, '42'],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
    [true, null],
    [['Whole wheat', 'No maida', 7], '<ul><li>Whole wheat</li><li>No maida</li><li>7</li></ul>'],
    [
      { Origin: 'Madhya Pradesh', '<b>Shelf</b> life': '6 months', Empty: null },
      '<dl><dt>Origin</dt><dd>Madhya Pradesh</dd><dt>&lt;b&gt;Shelf&lt;/b&gt; life</dt><dd>6 months</dd></dl>',
    ],
    [{ a: { b: { c: { d: { e: 'too deep' } } } } }, null],
    [[], null],
  ])('%j → %j', (value, html) => {
    expect(richText(value)).toBe(html);
  });
});
