import { describe, expect, it } from 'vitest';
import { imageUrl, NO_IMAGE } from './image-url';

describe('imageUrl', () => {
  it('sends bare names through the store image path and keeps site paths and http(s) URLs', () => {
    expect(imageUrl('hero.svg', 'large')).toBe('/s/media/large/hero.svg');
    expect(imageUrl('/s/media/files/logo.svg')).toBe('/s/media/files/logo.svg');
    expect(imageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    '/\tevil',
    ' \u0001javascript:alert(1)',
    'java\nscript:alert(1)',
    '',
    null,
    undefined,
  ])('gives no image for %j', (value) => {
    expect(imageUrl(value)).toBe(NO_IMAGE);
  });
});
