import { describe, expect, it } from 'vitest';
import { parsePageData } from './read-page-data';
import { pageHead } from './page-head';
import { makeInit } from '../tests/support/init-factory';

const base = makeInit();
const init = {
  web: { ...base.web, logo: '/logo.svg', description: 'Site description' },
  // Spec section 3: webSeo {og_title, og_description, meta_keywords, og_image}.
  webSeo: { og_title: 'FreshKart — groceries', og_description: 'SEO description', meta_keywords: 'grocery', og_image: null },
  urlOrigin: 'https://shop.example',
};

describe('pageHead', () => {
  it('appends the site name to a page title that lacks it', () => {
    const head = pageHead(init, parsePageData({ seo_title: 'About us', seo_description: 'Who we are' }), '/about');
    expect(head).toMatchObject({
      title: 'About us | FreshKart',
      description: 'Who we are',
      url: 'https://shop.example/about',
      image: 'https://shop.example/logo.svg',
    });
  });

  it('falls back to the website SEO fields', () => {
    const head = pageHead(init, parsePageData({}), '/');
    expect(head).toMatchObject({ title: 'FreshKart — groceries', description: 'SEO description', keywords: 'grocery' });
  });

  it('takes og:type from the page (a product page says product) and defaults to website', () => {
    expect(pageHead(init, parsePageData({}), '/').type).toBe('website');
    expect(pageHead(init, parsePageData({ seo_og_type: 'product' }), '/products/atta').type).toBe('product');
    expect(pageHead(init, null, '/nope').type).toBe('website');
  });

  it('titles a missing page', () => {
    expect(pageHead(init, null, '/nope').title).toBe('Page not found | FreshKart');
  });

  it('survives a malformed origin', () => {
    expect(pageHead({ ...init, urlOrigin: 'not a url' }, null, '/x').url).toBe('http://localhost/x');
  });

  it('sends a bare image name (an upload, a product picture) through the store image path, so the preview image exists', () => {
    const page = (seo_image: string) => pageHead(init, parsePageData({ seo_image }), '/x').image;
    expect(page('diwali1-5f47ebe588c6.png')).toBe('https://shop.example/s/media/large/diwali1-5f47ebe588c6.png');
    expect(page('/s/media/files/logo.svg')).toBe('https://shop.example/s/media/files/logo.svg');
    expect(page('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(page('javascript:alert(1)')).toBeNull();
  });
});
