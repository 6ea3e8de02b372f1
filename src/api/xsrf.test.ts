import { describe, expect, it } from 'vitest';
import { createXsrfProvider, readCookie } from './xsrf';

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

describe('createXsrfProvider', () => {
  it('uses the __Host- token over https, else the plain one, and asks the server once when there is none', async () => {
    expect(
      await createXsrfProvider(
        () => 'XSRF-TOKEN=plain; __Host-XSRF-TOKEN=secure',
        async () => undefined,
      )(),
    ).toBe('secure');
    expect(
      await createXsrfProvider(
        () => 'XSRF-TOKEN=plain',
        async () => undefined,
      )(),
    ).toBe('plain');
    let jar = '';
    let asked = 0;
    const token = createXsrfProvider(
      () => jar,
      async () => {
        asked += 1;
        jar = '__Host-XSRF-TOKEN=fresh';
      },
    );
    expect(await Promise.all([token(), token()])).toEqual(['fresh', 'fresh']);
    expect(asked).toBe(1);
  });
});
