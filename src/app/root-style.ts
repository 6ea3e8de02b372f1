import type { Init } from '../../contract/init';
import { fontProperty } from './font';
import { themeMode, themeProperties } from './theme';

/**
 * What `<html>` carries for the store's theme and font. The server writes it into the page, so that
 * the browser's `applyTheme` and `loadFont` find every value already set and the page, already laid
 * out, is not invalidated and laid out again.
 */
export function rootStyle(init: Pick<Init, 'activetheme' | 'web'>): { theme: string; style: string } {
  const properties = [...themeProperties(init.activetheme), fontProperty(init.web.font_family)];
  return { theme: themeMode(init.activetheme), style: properties.map(([name, value]) => `${name}:${value}`).join(';') };
}
