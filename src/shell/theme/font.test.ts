import { describe, expect, it } from 'vitest';
import { primaryFamily } from '../../../contract/root-style';
import { fontStylesheetUrl, loadFont } from './font';

describe('primaryFamily', () => {
  it.each([
    ['Poppins, sans-serif', 'Poppins'],
    ['"Open Sans", Arial', 'Open Sans'],
    ["'Noto Sans Devanagari'", 'Noto Sans Devanagari'],
    ['', 'Inter'],
    [null, 'Inter'],
    ['x");}body{background:url(evil)', 'Inter'],
  ])('%j → %j', (input, expected) => {
    expect(primaryFamily(input)).toBe(expected);
  });
});

describe('loadFont', () => {
  it('asks the font service for weights 400–800 with display=swap', () => {
    expect(fontStylesheetUrl('Open Sans')).toBe('https://fonts.googleapis.com/css2?family=Open+Sans:wght@400;500;600;700;800&display=swap');
  });

  it('adds one non-blocking stylesheet link and sets the font variable with a fallback stack', () => {
    loadFont('Poppins, sans-serif');
    loadFont('Poppins, sans-serif');
    const links = document.head.querySelectorAll('link[data-web-font]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toContain('family=Poppins:wght@400;500;600;700;800&display=swap');
    expect(document.documentElement.style.getPropertyValue('--font-family')).toMatch(/^"Poppins", system-ui/);
    loadFont('Inter');
    expect(document.head.querySelectorAll('link[data-web-font]')).toHaveLength(1);
    expect(document.head.querySelector('link[data-web-font]')?.getAttribute('href')).toContain('family=Inter');
  });
});
