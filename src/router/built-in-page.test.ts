import { describe, expect, it } from 'vitest';
import { parsePageData } from '../../contract/read-page-data';
import { routes } from '../../contract/routes';
import type { PageDataResult } from '../api/store-api';
import { builtInDefaultPage, withBuiltInDefault } from './built-in-page';

const notFound: PageDataResult = { status: 404, data: null };
const page = (raw: unknown): PageDataResult => ({ status: 200, data: parsePageData(raw) });
const screenOf = (result: PageDataResult) =>
  result.status === 200 ? result.data.data.filter((c) => c.name === 'screen').map((c) => (c.data as { screen: string }).screen) : [];

// Issue 34, item 1: a store that runs only the specified API (section 3, GET /api/page/data{path}) has
// no page data for the built-in routes of section 2, whose screens are our `screen` component.
describe('built-in default pages', () => {
  it('has a default page for every built-in route, placing that route’s own screen (home: content)', async () => {
    for (const route of routes) {
      const fallback = await builtInDefaultPage(route.id);
      expect(fallback, route.id).toBeDefined();
      if (route.id === 'home') expect(fallback?.data.length).toBeGreaterThan(0);
      else expect(screenOf({ status: 200, data: fallback! }), route.id).toEqual([route.id]);
    }
  });

  it('shows the built-in screen when the store answers 404 for a built-in route', async () => {
    expect(screenOf(await withBuiltInDefault('/products', notFound))).toEqual(['product-list']);
    expect(screenOf(await withBuiltInDefault('/products/basmati-rice', notFound))).toEqual(['product']);
    expect(screenOf(await withBuiltInDefault('/account/orders/FK-1', notFound))).toEqual(['order']);
    expect(screenOf(await withBuiltInDefault('/checkout/razorpay/12', notFound))).toEqual(['checkout-pay']);
  });

  it('shows the built-in screen for an empty answer or one without the route’s screen', async () => {
    expect(screenOf(await withBuiltInDefault('/cart', page({})))).toEqual(['cart']);
    expect(screenOf(await withBuiltInDefault('/cart', page({ data: [] })))).toEqual(['cart']);
    expect(screenOf(await withBuiltInDefault('/cart', page({ data: [{ name: 'heading', data: { title: 'Sale' } }] })))).toEqual(['cart']);
  });

  it('keeps a store’s own page that places the screen, with what it adds around it', async () => {
    const own = page({
      data: [
        { name: 'heading', data: { title: 'Fresh today' } },
        { name: 'screen', data: { screen: 'product-list' } },
      ],
      seo_title: 'All our products',
    });
    expect(await withBuiltInDefault('/products', own)).toBe(own);
  });

  it('gives the home page its default when the store has none, and keeps the store’s when it has one', async () => {
    const fallback = await withBuiltInDefault('/', notFound);
    expect(fallback.status === 200 && fallback.data.data[0]?.name).toBe('heading');
    expect((await withBuiltInDefault('/', page({ data: [] }))).status).toBe(200);
    const own = page({ data: [{ name: 'banner', data: {} }] });
    expect(await withBuiltInDefault('/', own)).toBe(own);
  });

  it('still answers 404 for a content page', async () => {
    expect(await withBuiltInDefault('/no/such/page', notFound)).toBe(notFound);
    const empty = page({ data: [] });
    expect(await withBuiltInDefault('/about', empty)).toBe(empty);
  });
});
