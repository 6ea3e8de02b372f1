import type { Theme } from '../../contract/entities';
import { setRootProperty } from './set-root-property';

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]+)$/i;
const NAME = /^[a-z][a-z0-9-]{0,40}$/i;

/** The theme's mode (`data-theme`), light unless it says otherwise. */
export function themeMode(theme: Theme): string {
  return theme.data.mode || 'light';
}

/** The theme's colours as `--color-<name>` properties; store-owner text, so only plain colour values. */
export function themeProperties(theme: Theme): [string, string][] {
  return Object.entries(theme.data.colors)
    .filter(([name, value]) => NAME.test(name) && COLOUR.test(value.trim()))
    .map(([name, value]) => [`--color-${name}`, value.trim()]);
}

/** Applies the active theme: each colour becomes `--color-<name>`, the mode becomes `data-theme`. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const mode = themeMode(theme);
  if (root.dataset.theme !== mode) root.dataset.theme = mode;
  for (const [name, value] of themeProperties(theme)) setRootProperty(root, name, value);
}
