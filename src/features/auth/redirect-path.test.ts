import { describe, expect, it } from 'vitest';
import { consumeRedirect, REDIRECT_KEY, rememberRedirect, safeRedirectPath } from './redirect-path';

const ORIGIN = 'https://shop.example';

describe('safeRedirectPath', () => {
  it.each([
    ['/account/orders', '/account/orders'],
    ['/products?c=rice,dals&page=2', '/products?c=rice,dals&page=2'],
    ['/products/atta#reviews', '/products/atta#reviews'],
    ['/a/../checkout', '/checkout'],
    ['/search/%E0%A4%86%E0%A4%9F%E0%A4%BE', '/search/%E0%A4%86%E0%A4%9F%E0%A4%BE'],
  ])('keeps the same-origin path %j', (input, expected) => {
    expect(safeRedirectPath(input, ORIGIN)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/..//evil.example',
    '/x/../\\evil.example',
    '/x/..//evil.example',
    'https://evil.example',
    'https:evil.example',
    'http://shop.example.evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/ok\u0000',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '',
    '/'.padEnd(3000, 'a'),
  ])('drops %j', (input) => {
    expect(safeRedirectPath(input, ORIGIN)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/account']])('drops the non-string %j', (input) => {
    expect(safeRedirectPath(input, ORIGIN)).toBeNull();
  });
});

describe('remembering the wanted path', () => {
  it('stores a safe path and consumes it once', () => {
    rememberRedirect(sessionStorage, '/account/orders?page=2', ORIGIN);
    expect(consumeRedirect(sessionStorage, ORIGIN)).toBe('/account/orders?page=2');
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
    expect(consumeRedirect(sessionStorage, ORIGIN)).toBeNull();
  });

  it('does not store an unsafe path', () => {
    rememberRedirect(sessionStorage, '//evil.example', ORIGIN);
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
  });

  it('re-checks a value tampered with in storage, and clears it', () => {
    sessionStorage.setItem(REDIRECT_KEY, '/..//evil.example');
    expect(consumeRedirect(sessionStorage, ORIGIN)).toBeNull();
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
  });
});
