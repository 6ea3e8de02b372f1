import type { Init } from '../../../contract/init';
import { themeMode, themeProperties } from '../../../contract/root-style';
import { setRootProperty } from './set-root-property';

/** Applies the store's theme: its colours become custom properties, its mode `data-theme`. */
export function applyTheme(init: Pick<Init, 'activetheme' | 'web'>, root: HTMLElement = document.documentElement): void {
  const mode = themeMode(init);
  if (root.dataset.theme !== mode) root.dataset.theme = mode;
  for (const [name, value] of themeProperties(init.activetheme)) setRootProperty(root, name, value);
}
