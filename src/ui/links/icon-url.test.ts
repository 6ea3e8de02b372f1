import { describe, expect, it } from 'vitest';
import { iconUrl } from './icon-url';

describe('iconUrl', () => {
  it.each([
    ['info', '/s/media/icons/info.svg'],
    [' phone ', '/s/media/icons/phone.svg'],
    ['/s/media/icons/leaf.svg', '/s/media/icons/leaf.svg'],
    ['https://cdn.example.com/i.svg', 'https://cdn.example.com/i.svg'],
    ['javascript:alert(1)', '/no-image.png'],
    ['../../etc/passwd', '/no-image.png'],
    ['<svg onload=alert(1)>', '/no-image.png'],
    ['x'.repeat(65), '/s/media/small/' + 'x'.repeat(65)],
  ])('%j → %j', (icon, url) => {
    expect(iconUrl(icon)).toBe(url);
  });
});
