import { describe, expect, it } from 'vitest';
import { apiQueryString, EMPTY_LIST_QUERY, listPath, listQueryString, parseListQuery } from './list-query';

describe('parseListQuery (address → filters)', () => {
  it('reads search text, categories, brands, sort and page', () => {
    expect(parseListQuery('q=toor+dal&c=rice,dal&b=amul&s=price_asc&page=3')).toEqual({
      q: 'toor dal',
      categories: ['rice', 'dal'],
      brands: ['amul'],
      sort: 'price_asc',
      page: 3,
    });
  });

  it('defaults to everything, newest first, page 1', () => {
    expect(parseListQuery('')).toEqual(EMPTY_LIST_QUERY);
  });

  it.each([
    ['page=-1', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=99999999', { page: 1 }],
    ['s=cheapest', { sort: null }],
    ['c=Rice,%27%20OR%201=1,,rice', { categories: ['rice'] }],
    [`q=${'a'.repeat(300)}`, { q: 'a'.repeat(200) }],
    ['q=%20%20milk%20', { q: 'milk' }],
  ])('drops or clamps what the server would refuse: %s', (search, expected) => {
    expect(parseListQuery(search)).toMatchObject(expected);
  });
});

describe('listQueryString (filters → address)', () => {
  it('writes parameters in one order with sorted slugs, leaving defaults out', () => {
    expect(listQueryString({ q: 'milk', categories: ['rice', 'dal'], brands: ['b2', 'a1'], sort: 'name', page: 2 })).toBe(
      'q=milk&c=dal,rice&b=a1,b2&s=name&page=2',
    );
    expect(listPath(EMPTY_LIST_QUERY)).toBe('/products');
  });

  it('gives one address for the same list whatever order its parameters came in', () => {
    const a = listQueryString(parseListQuery('b=y,x&c=rice&q=dal&page=1'));
    const b = listQueryString(parseListQuery('q=dal&c=rice&b=x,y'));
    expect(a).toBe(b);
  });

  it('round-trips through the address', () => {
    const query = { q: 'a&b=c #1', categories: ['dal'], brands: [], sort: 'discount' as const, page: 4 };
    expect(parseListQuery(listQueryString(query))).toEqual(query);
  });

  it('asks the API for pages of 24', () => {
    expect(apiQueryString(EMPTY_LIST_QUERY)).toBe('perPage=24');
    expect(apiQueryString({ ...EMPTY_LIST_QUERY, q: 'ghee', page: 2 })).toBe('q=ghee&page=2&perPage=24');
  });
});
