import { describe, expect, it } from 'vitest';
import { validatePageData } from './page-validation';
import { settingsFromInit, validateWebsiteSettings } from './website-settings';
import { makeInit } from '../tests/support/init-factory';

// Issue 36, item 12: image and link fields took `javascript:` and `data:` values (the favicon was
// written out as one). The schemas' image and link fields now hold only what the store can use.
const HOSTILE = [
  'javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/x.png',
  '/\\evil.example',
  'vbscript:x',
];

const banner = (data: Record<string, unknown>) => ({
  version: 2,
  data: [{ name: 'banner', data: { image: 'b.svg', alt: 'A sale', ...data } }],
});

describe('image and link fields', () => {
  it.each(HOSTILE)('refuse %s in a page, naming the field in words', (value) => {
    for (const field of ['image', 'image_sm', 'link']) {
      const result = validatePageData(banner({ [field]: value }));
      expect(result.ok, field).toBe(false);
      if (result.ok) continue;
      expect(result.errors[0]?.pointer).toBe(`/data/0/data/${field}`);
      expect(result.errors[0]?.message).toMatch(field === 'link' ? /^must be a link the store opens/ : /^must be an image/);
    }
  });

  it.each([
    '/s/media/files/logo.svg',
    'https://cdn.example/logo.png',
    'logo.svg',
    'products/rice.svg',
    'Toor Dal (1 kg).jpg',
    '50%off+1.png',
    '',
  ])('take %s as an image and a link to the site or another site', (value) => {
    expect(validatePageData(banner({ image_sm: value, link: '/products?c=staples' })).ok).toBe(true);
    expect(
      validatePageData(banner({ link: value.startsWith('/') || value.startsWith('http') || !value ? value : 'www.example.com' })).ok,
    ).toBe(true);
  });

  it.each(HOSTILE)('refuse %s as the favicon or the logo in the settings', (value) => {
    const settings = settingsFromInit(makeInit());
    for (const field of ['favicon', 'logo'] as const) {
      const result = validateWebsiteSettings({ ...settings, web: { ...settings.web, [field]: value } });
      expect(result).toMatchObject({
        ok: false,
        errors: [{ pointer: `/web/${field}`, message: expect.stringMatching(/^must be an image/) }],
      });
    }
  });
});
