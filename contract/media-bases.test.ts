import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_BASE_URL, mediaBase } from './media-bases';

describe('mediaBase (IMAGE_BASE_URL, ICON_API_URL)', () => {
  it('takes a site path or an http(s) URL without its trailing slash, and the default when unset or empty', () => {
    expect(mediaBase('https://cdn.example.in/images/', 'IMAGE_BASE_URL', DEFAULT_IMAGE_BASE_URL)).toBe('https://cdn.example.in/images');
    expect(mediaBase('http://localhost:9000', 'IMAGE_BASE_URL', DEFAULT_IMAGE_BASE_URL)).toBe('http://localhost:9000');
    expect(mediaBase('/cdn', 'IMAGE_BASE_URL', DEFAULT_IMAGE_BASE_URL)).toBe('/cdn');
    expect(mediaBase(undefined, 'IMAGE_BASE_URL', DEFAULT_IMAGE_BASE_URL)).toBe('/s/media');
    expect(mediaBase('  ', 'IMAGE_BASE_URL', DEFAULT_IMAGE_BASE_URL)).toBe('/s/media');
  });

  it.each([
    '//evil.example',
    'javascript:alert(1)',
    'ftp://cdn.example',
    'https://cdn.example/?a=1',
    'cdn.example',
    '/a b',
    'https://cdn.example/"><script>',
  ])('refuses %j, naming the variable', (value) => {
    expect(() => mediaBase(value, 'IMAGE_BASE_URL', DEFAULT_IMAGE_BASE_URL)).toThrow(/IMAGE_BASE_URL must be/);
  });
});
