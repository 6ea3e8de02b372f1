import { describe, expect, it } from 'vitest';
import { upstreamUrl } from './upstream-url';

const STORE = 'https://store.example';

describe('the upstream URL of a proxied call', () => {
  it('keeps an API call as it came, query included', () => {
    expect(upstreamUrl(STORE, '/s/api/products?search=dal&page=2')?.href).toBe('https://store.example/s/api/products?search=dal&page=2');
    expect(upstreamUrl(STORE, '/s/media/medium/Toor%20Dal%20(1%20kg).jpg')?.href).toBe(
      'https://store.example/s/media/medium/Toor%20Dal%20(1%20kg).jpg',
    );
    // A query may say anything: it is the API's to read, and cannot move the path.
    expect(upstreamUrl(STORE, '/s/api/products?path=/../admin')?.pathname).toBe('/s/api/products');
  });

  it.each([
    '/s/../admin',
    '/s/api/../../admin',
    '/s/%2e%2e/admin',
    '/s/%2E%2E/admin',
    '/s/.%2e/admin',
    '/s/api/%2e/x',
    '/s/..\\admin',
    '/s/api%5c..%5cadmin',
    '/s/api%2f..%2fadmin',
    '/s/%00/x',
    '/s/%E0%A4%A/x',
    '/admin',
    '/sx/api',
    'http://evil.example/s/api/init',
    '//evil.example/s/api/init',
    '*',
    '',
  ])('refuses %s', (target) => {
    expect(upstreamUrl(STORE, target)).toBeNull();
  });
});
