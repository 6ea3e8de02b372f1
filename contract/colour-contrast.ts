/** WCAG 2 AA: normal text needs 4.5:1 against what it sits on. */
export const AA_TEXT = 4.5;

/** Red, green and blue (0–255) of a #rgb or #rrggbb colour, or null. */
export function parseHex(colour: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2). */
function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** The contrast ratio of two colours (1 to 21), or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const [x, y] = [parseHex(a), parseHex(b)];
  if (!x || !y) return null;
  const [light, dark] = [luminance(x), luminance(y)].sort((m, n) => n - m) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Of dark and white text, the one easier to read on `background` (dark when it is not a hex colour). */
export function textOn(background: string, dark: string, light = '#ffffff'): string {
  const [onDark, onLight] = [contrastRatio(dark, background), contrastRatio(light, background)];
  return onDark === null || onLight === null || onDark >= onLight ? dark : light;
}
