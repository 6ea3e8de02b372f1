import { emojiBody, productEmoji } from './emoji';

/**
 * A 4:3 picture for a demo product, drawn from its slug so the demo store works offline: its emoji
 * (Fluent Emoji Flat, MIT) on a soft colour of its own (the card names the product beside it).
 */
export function productImageSvg(slug: string): string {
  let hash = 0;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const icon = emojiBody(productEmoji(slug));
  const picture = icon ? `<g transform="translate(125 75) scale(${150 / icon.size})">${icon.body}</g>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">` +
    `<rect width="400" height="300" fill="hsl(${hue} 55% 92%)"/>${picture}</svg>`
  );
}
