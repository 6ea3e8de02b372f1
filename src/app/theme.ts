import type { Theme } from '../api/contracts/entities';

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]+)$/i;
const NAME = /^[a-z][a-z0-9-]{0,40}$/i;

/** Applies the active theme: each colour becomes `--color-<name>`, the mode becomes `data-theme`. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme.data.mode || 'light';
  for (const [name, value] of Object.entries(theme.data.colors)) {
    // Theme values are store-owner text: only plain colour values reach the style sheet.
    if (NAME.test(name) && COLOUR.test(value.trim())) root.style.setProperty(`--color-${name}`, value.trim());
  }
}
