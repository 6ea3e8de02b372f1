import { describe, expect, it } from 'vitest';
import { jsonForScript, structuredData } from './json-for-script';

describe('structuredData', () => {
  it('emits JSON-LD with <, >, &, U+2028 and U+2029 escaped, and reading it back gives the same value', () => {
    const value = { '@type': 'Store', name: '</script><script>alert(1)</script> & \u2028\u2029' };
    const text = structuredData(JSON.stringify(value));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text as string)).toEqual(value);
  });

  it.each(['', '   ', 'not json', '"a string"', '42', 'null', '{"a":'])('is null for %j', (input) => {
    expect(structuredData(input)).toBeNull();
  });

  it('escapes plain values too', () => {
    expect(jsonForScript('<!--')).toBe('"\\u003c!--"');
  });
});
