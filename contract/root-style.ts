import type { Theme } from './entities';
import type { Init } from './init';

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]+)$/i;
/** A colour key: a CSS name, with or without the `--` a store may have written. */
const NAME = /^(--)?([a-z_][a-z0-9_-]{0,62})$/i;
/** The app's own custom properties that are not colours: a store's colour must not replace them. */
const LAYOUT_PROPERTY = /^--(aspect|columns|container|days|font-family|gap|hero-bg|per-view|search-width|ed-)/;
const DEFAULT_FAMILY = 'Inter';
const MODES = new Set(['light', 'dark']);

/**
 * The page's mode (`data-theme`): the website's `theme` (spec section 3, Website; "Theme defaults to
 * 'light'", section 2), else the active theme's `data.mode` (ours), else light.
 */
export function themeMode(init: { activetheme: Theme; web: { theme?: string | null } }): string {
  const { theme } = init.web;
  if (theme && MODES.has(theme)) return theme;
  return init.activetheme.data.mode ?? 'light';
}

/**
 * The theme's colours as CSS custom properties (spec section 2: "applied as CSS variables from the
 * active theme's colour map"): each as `--color-<name>`, which the app's stylesheets read, and under
 * the store's own name (`--<name>`, a `--` it wrote kept once), which its custom CSS may read. Store
 * text, so only plain colour values, and never one of the app's layout properties.
 */
export function themeProperties(theme: Theme): [string, string][] {
  const properties = new Map<string, string>();
  for (const [key, raw] of Object.entries(theme.data.colors)) {
    const name = NAME.exec(key)?.[2];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!name || !COLOUR.test(value)) continue;
    for (const property of [`--color-${name}`, `--${name}`]) if (!LAYOUT_PROPERTY.test(property)) properties.set(property, value);
  }
  return [...properties];
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
  return { theme: themeMode(init), style: properties.map(([name, value]) => `${name}:${value}`).join(';') };
}
