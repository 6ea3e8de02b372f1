import { describe, expect, it } from 'vitest';
import { parsePageData } from '../../../contract/page-data';
import { pageHead } from './page-head';

const init = {
  web: { id: 1, name: 'FreshKart', slug: 'freshkart', logo: '/logo.svg', favicon: null, font_family: 'Inter', description: 'Site description', footer_name: null, footer_description: null },
  webSeo: { title: 'FreshKart — groceries', description: 'SEO description', keywords: 'grocery', image: null },
  urlOrigin: 'https://shop.example',
};

describe('pageHead', () => {
  it('appends the site name to a page title that lacks it', () => {
    const head = pageHead(init, parsePageData({ seo_title: 'About us', seo_description: 'Who we are' }), '/about');
    expect(head).toMatchObject({ title: 'About us | FreshKart', description: 'Who we are', url: 'https://shop.example/about', image: 'https://shop.example/logo.svg' });
  });

  it('falls back to the website SEO fields', () => {
    const head = pageHead(init, parsePageData({}), '/');
    expect(head).toMatchObject({ title: 'FreshKart — groceries', description: 'SEO description', keywords: 'grocery' });
  });

  it('titles a missing page', () => {
    expect(pageHead(init, null, '/nope').title).toBe('Page not found | FreshKart');
  });

  it('survives a malformed origin', () => {
    expect(pageHead({ ...init, urlOrigin: 'not a url' }, null, '/x').url).toBe('http://localhost/x');
  });
});
