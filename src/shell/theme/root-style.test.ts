import { describe, expect, it } from 'vitest';
import type { Theme } from '../../../contract/entities';
import { applyTheme } from './theme';
import { loadFont } from './font';
import { rootStyle } from '../../../contract/root-style';

const theme: Theme = {
  name: 'Leaf',
  data: { mode: 'dark', colors: { primary: '#0b6e35', accent: 'url(https://evil.example)', 'bad name': '#fff' } },
};

describe('rootStyle', () => {
  it('carries the theme’s mode, its plain colours and the font stack', () => {
    expect(rootStyle({ activetheme: theme, web: { font_family: 'Poppins, sans-serif' } as never })).toEqual({
      theme: 'dark',
      style: '--color-primary:#0b6e35;--primary:#0b6e35;--font-family:"Poppins", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    });
  });

  it('falls back to Inter for a font name that is not plain text', () => {
    expect(rootStyle({ activetheme: theme, web: { font_family: 'x");}body{background:url(evil)' } as never }).style).toContain(
      '--font-family:"Inter"',
    );
  });

  it('is what the browser code would set, so that it sets nothing again', () => {
    const root = document.createElement('html');
    const { theme: mode, style } = rootStyle({ activetheme: theme, web: { font_family: 'Poppins' } as never });
    root.dataset.theme = mode;
    root.setAttribute('style', style);
    const before = root.getAttribute('style');
    const writes: string[] = [];
    const setProperty = root.style.setProperty.bind(root.style);
    root.style.setProperty = (name: string, value: string | null) => {
      writes.push(name);
      setProperty(name, value);
    };
    applyTheme({ activetheme: theme, web: { font_family: 'Poppins' } as never }, root);
    loadFont('Poppins', {
      documentElement: root,
      head: document.createElement('head'),
      querySelector: () => null,
      createElement: document.createElement.bind(document),
    } as unknown as Document);
    expect(writes).toEqual([]);
    expect(root.getAttribute('style')).toBe(before);
  });
});
