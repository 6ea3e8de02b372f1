import { describe, expect, it } from 'vitest';
import { applyTheme } from './theme';

describe('applyTheme', () => {
  it('sets each colour as a CSS variable and the mode (light by default)', () => {
    const root = document.createElement('div');
    applyTheme(
      { name: 'Leaf', data: { mode: 'light', colors: { primary: '#0b6e35', 'primary-contrast': 'white', surface: 'rgb(1, 2, 3)' } } },
      root,
    );
    expect(root.dataset.theme).toBe('light');
    expect(root.style.getPropertyValue('--color-primary')).toBe('#0b6e35');
    expect(root.style.getPropertyValue('--color-primary-contrast')).toBe('white');
    expect(root.style.getPropertyValue('--color-surface')).toBe('rgb(1, 2, 3)');
  });

  it('ignores values and names that are not plain colours', () => {
    const root = document.createElement('div');
    applyTheme(
      {
        name: 'x',
        data: { mode: 'dark', colors: { primary: 'red; background: url(https://evil.example)', 'bad name': '#fff', accent: 'url(x)' } },
      },
      root,
    );
    expect(root.dataset.theme).toBe('dark');
    expect(root.getAttribute('style') ?? '').not.toMatch(/url|evil/);
  });
});
