import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, imageSrcSet, imageUrl, NO_IMAGE } from './image-url';

describe('imageUrl', () => {
  it('sends bare names through the store image path and keeps site paths and http(s) URLs', () => {
    expect(imageUrl('hero.svg', 'large')).toBe('/s/media/large/hero.svg');
    expect(imageUrl('/s/media/files/logo.svg')).toBe('/s/media/files/logo.svg');
    expect(imageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });

  it('sends a relative path through the image path too, but never one that climbs out of it', () => {
    expect(imageUrl('products/toor-dal.jpg')).toBe('/s/media/medium/products/toor-dal.jpg');
    expect(imageUrl('../secret.png')).toBe(NO_IMAGE);
    expect(imageUrl('products/../../x.png')).toBe(NO_IMAGE);
    expect(imageUrl('products//x.png')).toBe(NO_IMAGE);
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

describe('imageSrcSet', () => {
  it('offers a store image in every size the image path serves, with its width', () => {
    expect(imageSrcSet('hero.svg')).toBe('/s/media/small/hero.svg 400w, /s/media/medium/hero.svg 800w, /s/media/large/hero.svg 1600w');
  });

  it.each(['/s/media/files/logo.svg', 'https://cdn.example/a.png', 'javascript:alert(1)', 'a b.png', 'x.png 1x, evil.png', '', null])(
    'offers nothing else for %j (one URL, one size)',
    (value) => {
      expect(imageSrcSet(value)).toBeUndefined();
    },
  );
});

describe('absoluteImageUrl', () => {
  it('makes a bare name, a site path or a URL absolute, and refuses what imageUrl refuses', () => {
    expect(absoluteImageUrl('a.png', 'https://shop.example')).toBe('https://shop.example/s/media/large/a.png');
    expect(absoluteImageUrl('a.png', 'https://shop.example', 'small')).toBe('https://shop.example/s/media/small/a.png');
    expect(absoluteImageUrl('/x/y.png', 'https://shop.example')).toBe('https://shop.example/x/y.png');
    expect(absoluteImageUrl('https://cdn.example/a.png', 'https://shop.example')).toBe('https://cdn.example/a.png');
    expect(absoluteImageUrl('//evil.example/a.png', 'https://shop.example')).toBeNull();
    expect(absoluteImageUrl(undefined, 'https://shop.example')).toBeNull();
  });
});
