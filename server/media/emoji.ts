import { readFileSync } from 'node:fs';
import { fixturesDir } from '../seed/fixtures';

interface EmojiSet {
  size: number;
  icons: Record<string, string>;
}
let set: EmojiSet | null = null; // read-only: the generated emoji file, loaded once
let productWords: { words: [string, string][]; fallback: string } | null = null; // read-only: a fixture, loaded once

// Read on the first picture asked for, not at start.
const emoji = (): EmojiSet =>
  (set ??= JSON.parse(readFileSync(new URL('../generated/emoji-icons.json', import.meta.url), 'utf8')) as EmojiSet);

/** An emoji's drawing (SVG elements on a `size` × `size` grid), or null when the demo does not ship it. */
export function emojiBody(name: string): { body: string; size: number } | null {
  const { icons, size } = emoji();
  const body = Object.hasOwn(icons, name) ? icons[name] : undefined;
  return body === undefined ? null : { body, size };
}

/**
 * An emoji as a standalone 4:3 picture with room around it (categories, brands, suppliers), so that a
 * card's 4:3 frame shows it whole and a round tile, which crops the sides, too; or null.
 */
export function emojiSvg(name: string): string | null {
  const icon = emojiBody(name);
  if (!icon) return null;
  const [width, height] = [icon.size * 1.6, icon.size * 1.2];
  const box = [-(width - icon.size) / 2, -(height - icon.size) / 2, width, height].join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" width="400" height="300">${icon.body}</svg>`;
}

/** The emoji for a product: the first word of fixtures/catalogue/product-emoji.json found in its slug. */
export function productEmoji(slug: string): string {
  productWords ??= JSON.parse(readFileSync(`${fixturesDir}catalogue/product-emoji.json`, 'utf8')) as {
    words: [string, string][];
    fallback: string;
  };
  const words = new Set(slug.split('-'));
  const joined = `-${slug}-`;
  return (
    productWords.words.find(([word]) => (word.includes('-') ? joined.includes(`-${word}-`) : words.has(word)))?.[1] ?? productWords.fallback
  );
}
