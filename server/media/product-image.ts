import { escapeHtml } from '../html/escape';

/** A 4:3 placeholder picture for a product, drawn from its slug so the demo store works offline. */
export function productImageSvg(slug: string): string {
  let hash = 0;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const words = slug.split('-').filter(Boolean);
  const initials = words.slice(-2).map((w) => w[0]?.toUpperCase() ?? '').join('');
  const label = escapeHtml(words.slice(-3).join(' '));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">`
    + `<rect width="400" height="300" fill="hsl(${hue} 55% 88%)"/>`
    + `<circle cx="200" cy="130" r="70" fill="hsl(${hue} 50% 45%)"/>`
    + `<text x="200" y="152" font-family="sans-serif" font-size="60" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text>`
    + `<text x="200" y="260" font-family="sans-serif" font-size="24" fill="hsl(${hue} 40% 20%)" text-anchor="middle">${label}</text>`
    + `</svg>`;
}
