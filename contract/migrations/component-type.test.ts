import { describe, expect, it } from 'vitest';
import { componentTypeOf } from './component-type';
import type { StoredComponent } from './store-shapes';

// Spec section 3 names a component's fields (name, data, logicdata, response, order, settings, type)
// and no names: a store's own page builder names its components in its own words.
describe('componentTypeOf: a component resolved by its name, then its type, then what it carries', () => {
  const table: [string, StoredComponent, string | null][] = [
    ['our name', { name: 'hero-slider' }, 'hero-slider'],
    ['an alias', { name: 'HtmlBlock' }, 'html-block'],
    ['our name spelt as the store likes', { name: 'Hero Slider' }, 'hero-slider'],
    ['an alias spelt as the store likes', { name: 'product-Carousel' }, 'product-carousel'],
    ['camel case', { name: 'categoryCarousel' }, 'category-carousel'],
    ['its own words, with a type that says what it is', { name: 'About blurb', type: 'html' }, 'html-block'],
    ['a type in our words, spelt loosely', { name: 'Monsoon 1', type: 'Product Grid' }, 'product-grid'],
    ['HTML text as its data', { name: 'Block 7', data: '<p>Hi</p>' }, 'html-block'],
    ['the list of slides as its data', { name: 'Top', data: [{ image: 'a.jpg', image_sm: 'b.jpg', link: '/x' }] }, 'hero-slider'],
    ['a response of products', { name: 'Deals', response: [{ product_id: 1, product_name: 'Dal', packs: [] }] }, 'product-carousel'],
    ['a response of products under a key', { name: 'Deals', response: { products: [] } }, 'product-carousel'],
    [
      'a response of categories (avatar)',
      { name: 'Shop by', response: [{ name: 'Dals', slug: 'dals', avatar: 'd.png' }] },
      'category-carousel',
    ],
    ['a response of brands', { name: 'Shop by', response: [{ name: 'Tata', slug: 'tata' }] }, 'brand-carousel'],
    ['a response of suppliers', { name: 'Farms', response: [{ name: 'Konkan', link: 'https://k.in' }] }, 'supplier-carousel'],
    ['a response under data', { name: 'Deals', response: { data: [{ product_id: 1 }] } }, 'product-carousel'],
    ['words of its type: a product slider is products', { name: 'Sale', type: 'product_slider' }, 'product-carousel'],
    ['words of its type: categories', { name: 'X', type: 'Top categories' }, 'category-carousel'],
    ['words of its name when nothing else says', { name: 'Main banner' }, 'banner'],
    ['a type alone (no name)', { name: '', type: 'faq' }, 'faq'],
    ['content wins over the words of its name', { name: 'Hero products', response: [{ product_id: 1 }] }, 'product-carousel'],
    ['nothing says', { name: 'Widget 9', data: { x: 1 } }, null],
    ['an inherited key is no name', { name: 'constructor' }, null],
    ['a type that is not text', { name: 'Widget', type: 42 }, null],
  ];
  it.each(table)('%s', (_what, component, type) => {
    expect(componentTypeOf(component)).toBe(type);
  });

  // Without its length bound, the word patterns took 5.6 s on this name (quadratic in its length).
  it('reads a hostile name or type of any length (only its start counts)', () => {
    expect(componentTypeOf({ name: 'grid'.repeat(50_000), type: 'list'.repeat(50_000) })).toBeNull();
    expect(componentTypeOf({ name: `${'x'.repeat(200)}product` })).toBeNull();
  });
});
