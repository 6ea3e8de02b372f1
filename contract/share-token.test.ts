import { describe, expect, it } from 'vitest';
import { withoutShareToken } from './share-token';

describe('a shared preview link’s token, where it is recorded', () => {
  it('is replaced in a URL or a path, the rest kept', () => {
    expect(withoutShareToken('https://shop.example/offers?share=12.abc&x=1#top')).toBe(
      'https://shop.example/offers?share=redacted&x=1#top',
    );
    expect(withoutShareToken('/offers?x=1&share=12.abc')).toBe('/offers?x=1&share=redacted');
    expect(withoutShareToken('/offers?share=a&share=b')).toBe('/offers?share=redacted');
  });

  it('leaves any other URL as it was', () => {
    for (const url of ['/offers', '/offers?reshare=1', '/products?q=share', '/x#share=1', 'https://shop.example/?q=a%20b'])
      expect(withoutShareToken(url)).toBe(url);
  });
});
