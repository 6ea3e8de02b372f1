import { afterEach, describe, expect, it, vi } from 'vitest';
import { iconName, iconUrl } from './icon-url';

describe('iconUrl', () => {
  it.each([
    ['info', '/s/icons/lucide/info.svg'],
    [' phone ', '/s/icons/lucide/phone.svg'],
    ['mdi:leaf', '/s/icons/mdi/leaf.svg'],
    ['fluent-emoji-flat:mango', '/s/icons/fluent-emoji-flat/mango.svg'],
    ['/s/media/files/leaf.svg', '/s/media/files/leaf.svg'],
    ['https://cdn.example.com/i.svg', 'https://cdn.example.com/i.svg'],
    ['javascript:alert(1)', '/no-image.png'],
    ['../../etc/passwd', '/no-image.png'],
    ['<svg onload=alert(1)>', '/no-image.png'],
    ['Phone', '/s/media/small/Phone'],
    ['x'.repeat(65), '/s/media/small/' + 'x'.repeat(65)],
  ])('%j → %j', (icon, url) => {
    expect(iconUrl(icon)).toBe(url);
  });

  it('tells an icon name from an image', () => {
    expect(iconName('mdi:leaf')).toEqual({ prefix: 'mdi', name: 'leaf' });
    expect(iconName('leaf')).toEqual({ prefix: 'lucide', name: 'leaf' });
    expect(iconName('leaf.svg')).toBeNull();
    expect(iconName('a:b:c')).toBeNull();
  });
});

describe('images and icons from where the store keeps them (issue 34, item 5)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('puts bare names on the configured CDN, size "medium" by default, and icons on the configured icon service', async () => {
    vi.stubEnv('IMAGE_BASE_URL', 'https://cdn.spec-store.example/img/');
    vi.stubEnv('ICON_API_URL', 'https://icons.example');
    vi.resetModules();
    const { imageUrl, imageSrcSet } = await import('../../../contract/image-url');
    const { iconUrl } = await import('./icon-url');
    expect(imageUrl('toor-dal.jpg')).toBe('https://cdn.spec-store.example/img/medium/toor-dal.jpg');
    expect(imageSrcSet('toor-dal.jpg')).toContain('https://cdn.spec-store.example/img/large/toor-dal.jpg 1600w');
    expect(imageUrl('/s/media/files/logo.svg')).toBe('/s/media/files/logo.svg');
    expect(iconUrl('phone')).toBe('https://icons.example/lucide/phone.svg');
    expect(iconUrl('mdi:leaf')).toBe('https://icons.example/mdi/leaf.svg');
  });
});
