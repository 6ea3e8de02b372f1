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
});
