import type { Theme } from './entities';
import type { Init } from './init';

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]+)$/i;
const NAME = /^[a-z][a-z0-9-]{0,40}$/i;
const DEFAULT_FAMILY = 'Inter';

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

/** The first family of a CSS font list, unquoted; Inter when none is usable. */
export function primaryFamily(fontFamily: string | null | undefined): string {
  const first =
    (fontFamily ?? '')
      .split(',')[0]
      ?.trim()
      .replace(/^["']|["']$/g, '')
      .trim() ?? '';
  return /^[A-Za-z0-9 ]{1,60}$/.test(first) ? first : DEFAULT_FAMILY;
}

/** The `--font-family` property for a website's font: its primary family, then the system stack. */
export function fontProperty(fontFamily: string | null | undefined): [string, string] {
  return ['--font-family', `"${primaryFamily(fontFamily)}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`];
}

/**
 * What `<html>` carries for the store's theme and font. The server writes it into the page, so that
 * the browser's `applyTheme` and `loadFont` find every value already set and the page, already laid
 * out, is not invalidated and laid out again.
 */
export function rootStyle(init: Pick<Init, 'activetheme' | 'web'>): { theme: string; style: string } {
  const properties = [...themeProperties(init.activetheme), fontProperty(init.web.font_family)];
  return { theme: themeMode(init.activetheme), style: properties.map(([name, value]) => `${name}:${value}`).join(';') };
}
