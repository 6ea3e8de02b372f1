import { describe, expect, it } from 'vitest';
import type { Theme } from '../../../contract/entities';
import { applyTheme } from './theme';

const store = (activetheme: Theme, theme?: string | null) => ({ activetheme, web: { theme } as never });

describe('applyTheme', () => {
  it('sets each colour as a CSS variable and the mode (light by default)', () => {
    const root = document.createElement('div');
    applyTheme(
      store({
        name: 'Leaf',
        data: { mode: 'light', colors: { primary: '#0b6e35', 'primary-contrast': 'white', surface: 'rgb(1, 2, 3)' } },
      }),
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
      store({
        name: 'x',
        data: {
          mode: 'dark',
          colors: { primary: 'red; background: url(https://evil.example)', 'bad name': '#fff', accent: 'url(x)', '--gap': 'red' },
        },
      }),
      root,
    );
    expect(root.style.getPropertyValue('--gap')).toBe('');
    expect(root.dataset.theme).toBe('dark');
    expect(root.getAttribute('style') ?? '').not.toMatch(/url|evil/);
  });

  // Spec section 3 (Website: theme) and section 2 (theme defaults to 'light'; colours applied as CSS
  // variables from the active theme's colour map). Issue 34: the website's theme comes first, and a
  // store's own colour names are kept.
  it('takes light or dark from the website’s theme first, then the active theme’s mode, else light', () => {
    const root = document.createElement('div');
    applyTheme(store({ name: 'x', data: { mode: 'light', colors: {} } }, 'dark'), root);
    expect(root.dataset.theme).toBe('dark');
    applyTheme(store({ name: 'x', data: { mode: 'dark', colors: {} } }, null), root);
    expect(root.dataset.theme).toBe('dark');
    applyTheme(store({ name: 'x', data: { colors: {} } }, 'sepia'), root);
    expect(root.dataset.theme).toBe('light');
  });

  it('keeps every colour key under the store’s own name too, including names written with --', () => {
    const root = document.createElement('div');
    applyTheme(store({ name: 'x', data: { colors: { '--brand-red': '#c00', primary_color: 'rgb(0, 128, 0)', primary: 'navy' } } }), root);
    expect(root.style.getPropertyValue('--brand-red')).toBe('#c00');
    expect(root.style.getPropertyValue('--color-brand-red')).toBe('#c00');
    expect(root.style.getPropertyValue('--primary_color')).toBe('rgb(0, 128, 0)');
    expect(root.style.getPropertyValue('--color-primary')).toBe('navy');
    expect(root.style.getPropertyValue('--primary')).toBe('navy');
  });
});
