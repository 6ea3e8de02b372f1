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

  it('takes image names with spaces, %, + and parentheses, encoding each part once', () => {
    expect(imageUrl('Toor Dal (1 kg).jpg')).toBe('/s/media/medium/Toor%20Dal%20(1%20kg).jpg');
    expect(imageUrl('50%off+extra.png', 'small')).toBe('/s/media/small/50%25off%2Bextra.png');
    expect(imageUrl('toor%20dal.jpg')).toBe('/s/media/medium/toor%20dal.jpg');
    expect(imageUrl('offers/Diwali sale/banner [1].png')).toBe('/s/media/medium/offers/Diwali%20sale/banner%20%5B1%5D.png');
    expect(imageUrl('naïve café.png')).toBe('/s/media/medium/na%C3%AFve%20caf%C3%A9.png');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '<svg onload=alert(1)>',
    'a"onerror="x.png',
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

  it('encodes what would break the list apart: a space or a comma in a name', () => {
    expect(imageSrcSet('a b.png')).toBe('/s/media/small/a%20b.png 400w, /s/media/medium/a%20b.png 800w, /s/media/large/a%20b.png 1600w');
    expect(imageSrcSet('x.png 1x, evil.png')?.split(', ')).toHaveLength(3);
  });

  it.each(['/s/media/files/logo.svg', 'https://cdn.example/a.png', 'javascript:alert(1)', '', null])(
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
