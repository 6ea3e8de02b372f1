import type { Theme } from '../../../contract/entities';
import { themeMode, themeProperties } from '../../../contract/root-style';
import { setRootProperty } from './set-root-property';

/** Applies the active theme: each colour becomes `--color-<name>`, the mode becomes `data-theme`. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const mode = themeMode(theme);
  if (root.dataset.theme !== mode) root.dataset.theme = mode;
  for (const [name, value] of themeProperties(theme)) setRootProperty(root, name, value);
}
