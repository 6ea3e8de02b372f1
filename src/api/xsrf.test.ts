import { describe, expect, it } from 'vitest';
import { readCookie } from './xsrf';

describe('readCookie', () => {
  it.each([
    ['XSRF-TOKEN=abc', 'abc'],
    ['a=1; XSRF-TOKEN=abc; b=2', 'abc'],
    ['XSRF-TOKEN=a%2Bb%3D', 'a+b='],
    ['XSRF-TOKEN=%E0%A4%A', '%E0%A4%A'],
    ['NOT-XSRF-TOKEN=abc', null],
    ['', null],
    ['garbage;;; =', null],
  ])('reads %j', (cookies, expected) => {
    expect(readCookie(cookies, 'XSRF-TOKEN')).toBe(expected);
  });
});
