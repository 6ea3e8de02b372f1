import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it.each([
    ['/products?c=rice', { kind: 'internal', href: '/products?c=rice' }],
    ['  /about  ', { kind: 'internal', href: '/about' }],
    ['https://example.com/x', { kind: 'external', href: 'https://example.com/x' }],
    ['HTTP://Example.com', { kind: 'external', href: 'http://example.com/' }],
    ['www.example.com/deals', { kind: 'external', href: 'https://www.example.com/deals' }],
  ])('%j → %j', (href, expected) => {
    expect(linkTarget(href)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    'mailto:a@b.c',
    'ftp://files.example',
    'products',
    '',
    null,
    undefined,
    'https://',
  ])('%j is not a link', (href) => {
    expect(linkTarget(href)).toBeNull();
  });
});
