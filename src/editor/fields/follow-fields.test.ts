import { describe, expect, it } from 'vitest';
import type { PageComponent } from '../../../contract/page-data';
import { setIn } from './json-pointer';
import { productQueryLink, withFollowers } from './follow-fields';
import { componentSchema } from './schema';

const change = (component: PageComponent, path: (string | number)[], value: unknown) =>
  withFollowers(componentSchema(component.name)!, component, setIn(component, path, value) as PageComponent, path);

// Issue 37, item 1: replacing an image replaces every size of it; "View all" follows the products shown.
describe('fields that follow another', () => {
  const slider: PageComponent = {
    name: 'hero-slider',
    order: 0,
    data: { slides: [{ image: 'hero-staples.svg', image_sm: 'banner-oils.svg', title: 'Stock up' }] },
  };

  it('a new slide image drops the small-screen image, so phones show the new one too', () => {
    const next = change(slider, ['data', 'slides', 0, 'image'], 'diwali1-5f47ebe588c6.png');
    expect(next.data).toEqual({ slides: [{ image: 'diwali1-5f47ebe588c6.png', title: 'Stock up' }] });
  });

  it('a small-screen image chosen after the image stays, and other fields leave it alone', () => {
    const chosen = change(slider, ['data', 'slides', 0, 'image_sm'], 'diwali-phone.png');
    expect((chosen.data as { slides: { image_sm?: string }[] }).slides[0]?.image_sm).toBe('diwali-phone.png');
    const retitled = change(chosen, ['data', 'slides', 0, 'title'], 'Festive lights');
    expect((retitled.data as { slides: { image_sm?: string }[] }).slides[0]?.image_sm).toBe('diwali-phone.png');
  });

  it('the banner’s small-screen image follows its image too', () => {
    const banner: PageComponent = { name: 'banner', order: 0, data: { image: 'a.png', image_sm: 'b.png', alt: '' } };
    expect(change(banner, ['data', 'image'], 'c.png').data).toEqual({ image: 'c.png', alt: '' });
  });

  it('the product list a query shows', () => {
    expect(productQueryLink({ source: 'discounted' })).toBe('/products?s=discount');
    expect(productQueryLink({ source: 'latest' })).toBe('/products?s=newest');
    expect(productQueryLink({})).toBe('/products?s=newest');
    expect(productQueryLink({ source: 'category', category: 'dairy-breakfast' })).toBe('/products?c=dairy-breakfast');
    expect(productQueryLink({ source: 'brand', brand: 'amrit-dairy' })).toBe('/products?b=amrit-dairy');
    expect(productQueryLink({ source: 'category' })).toBe('/products');
    expect(productQueryLink({ source: 'ids', ids: [1, 2] })).toBe('');
    expect(productQueryLink('<script>')).toBe('/products?s=newest');
  });

  const carousel: PageComponent = {
    name: 'product-carousel',
    order: 0,
    data: { title: 'Deals of the day', link: '/products?s=discount' },
    logicdata: { source: 'discounted', limit: 6 },
  };

  it('"View all" follows the carousel’s products while it is the link of the products before', () => {
    const dairy = change(change(carousel, ['logicdata', 'source'], 'category'), ['logicdata', 'category'], 'dairy-breakfast');
    expect(dairy.data).toEqual({ title: 'Deals of the day', link: '/products?c=dairy-breakfast' });
    // Chosen products have no list of their own: no "View all".
    expect(change(carousel, ['logicdata', 'source'], 'ids').data).toEqual({ title: 'Deals of the day' });
  });

  it('a link the owner wrote, or emptied, stays whatever the products', () => {
    const own = change(carousel, ['data', 'link'], '/diwali-sale');
    expect(change(own, ['logicdata', 'source'], 'latest').data).toMatchObject({ link: '/diwali-sale' });
    const none = change(carousel, ['data', 'link'], '');
    expect(change(none, ['logicdata', 'source'], 'latest').data).toMatchObject({ link: '' });
  });

  it('a grid without a link gets the link of its products', () => {
    const grid: PageComponent = { name: 'product-grid', order: 0, data: { title: 'Morning' }, logicdata: { source: 'latest' } };
    expect(change(grid, ['logicdata', 'source'], 'brand').data).toEqual({ title: 'Morning', link: '/products' });
  });
});
