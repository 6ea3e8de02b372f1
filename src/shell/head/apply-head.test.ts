import { describe, expect, it } from 'vitest';
import { applyHead } from './apply-head';
import type { PageHead } from '../../../contract/page-head';

const head: PageHead = {
  title: 'Atta | FreshKart',
  description: 'Stone-ground',
  keywords: 'atta',
  image: 'https://shop.example/atta.svg',
  url: 'https://shop.example/products/atta',
  siteName: 'FreshKart',
  type: 'product',
  icon: '/s/media/small/fk.png',
};
const meta = (attribute: string, name: string) => document.head.querySelector(`meta[${attribute}="${name}"]`)?.getAttribute('content');

describe('applyHead (spec section 2, page head)', () => {
  it('writes og:type and twitter:url with the other tags, and replaces them on the next page', () => {
    applyHead(head);
    expect(document.title).toBe('Atta | FreshKart');
    expect(meta('property', 'og:type')).toBe('product');
    expect(meta('name', 'twitter:url')).toBe('https://shop.example/products/atta');
    expect(meta('property', 'og:url')).toBe('https://shop.example/products/atta');
    applyHead({ ...head, type: 'website', url: 'https://shop.example/"><script>x</script>' });
    expect(document.head.querySelectorAll('meta[property="og:type"]')).toHaveLength(1);
    expect(meta('property', 'og:type')).toBe('website');
    expect(meta('name', 'twitter:url')).toBe('https://shop.example/"><script>x</script>');
    expect(document.head.querySelector('script')).toBeNull();
  });

  // A static build has no server to write them: the browser keeps them (spec section 2, page head).
  it('writes og:site_name, twitter:card (large with an image) and the favicon', () => {
    applyHead(head);
    expect(meta('property', 'og:site_name')).toBe('FreshKart');
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/s/media/small/fk.png');
    applyHead({ ...head, image: null, icon: null });
    expect(meta('name', 'twitter:card')).toBe('summary');
    expect(document.head.querySelector('link[rel="icon"]')).toBeNull();
  });
});
