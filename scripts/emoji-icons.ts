/**
 * `npm run codegen` (third step): the emoji the demo catalogue uses (fixtures/catalogue: products'
 * words, categories, brands) → server/generated/emoji-icons.json, from Fluent Emoji Flat
 * (Microsoft, MIT, the `@iconify-json/fluent-emoji-flat` package: 3,000 icons in 9 MB, of which the
 * store needs about 70).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { CategoryFixture } from '../server/seed/fixtures';

const root = new URL('..', import.meta.url).pathname;
const fixture = <T>(name: string): T => JSON.parse(readFileSync(join(root, 'fixtures/catalogue', name), 'utf8')) as T;
const set = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as {
  icons: Record<string, { body: string }>;
  width: number;
  height: number;
};

const names = new Set<string>();
const products = fixture<{ words: [string, string][]; fallback: string }>('product-emoji.json');
for (const [, emoji] of products.words) names.add(emoji);
names.add(products.fallback);
const walk = (nodes: CategoryFixture[]): void =>
  nodes.forEach((n) => {
    if (n.emoji) names.add(n.emoji);
    walk(n.children ?? []);
  });
walk(fixture<CategoryFixture[]>('categories.json'));
for (const brand of fixture<{ emoji?: string }[]>('brands.json')) if (brand.emoji) names.add(brand.emoji);

const icons: Record<string, string> = {};
for (const name of [...names].sort()) {
  const icon = set.icons[name];
  if (!icon) throw new Error(`emoji-icons: "${name}" is not in Fluent Emoji Flat`);
  icons[name] = icon.body;
}
mkdirSync(join(root, 'server/generated'), { recursive: true });
writeFileSync(join(root, 'server/generated/emoji-icons.json'), JSON.stringify({ size: set.width, icons }));
console.log(`codegen: ${names.size} emoji → server/generated/emoji-icons.json`);
