import { loadProductVocabulary } from './fixtures';
import { seededRandom } from './random';
import { packWeightGrams } from './pack-weight';
import { slugify } from './slugify';

export interface PackSpec {
  name: string;
  pricePaise: number;
  actPricePaise: number;
  discountType: 'percent' | 'flat' | null;
  stock: number;
  weightGrams: number;
}

export interface ProductSpec {
  name: string;
  slug: string;
  categorySlug: string;
  brandSlug: string;
  description: string;
  info: string;
  packs: PackSpec[];
}

const { variants, categories: byCategory } = loadProductVocabulary();

/** The seed of a website's demo catalogue, derived from its slug so it never depends on load order. */
export function catalogueSeed(websiteSlug: string): number {
  let hash = 2166136261;
  for (const ch of websiteSlug) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** Category slugs that products can be generated for. */
export const productCategorySlugs = Object.keys(byCategory);

/**
 * Generates `count` products deterministically from the vocabulary fixture.
 * The same `seed` always yields the same catalogue, so tests can rely on it.
 */
export function generateProducts(count: number, brands: readonly { name: string; slug: string }[], seed = 1): ProductSpec[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const used = new Set<string>();
  const products: ProductSpec[] = [];
  for (let i = 0; i < count; i++) {
    const categorySlug = productCategorySlugs[i % productCategorySlugs.length] as string;
    const entry = byCategory[categorySlug] as (typeof byCategory)[string];
    const brand = pick(brands);
    const variant = pick(variants);
    const item = pick(entry.items);
    // A name once: the variant drawn, else the others in turn (issue 35 saw "Annapurna Select Select …"
    // and "… Sunflower Oil 434"). The fallbacks draw no random numbers, so the rest of the catalogue stays.
    const names = [variant, ...variants]
      .filter((v) => !v || !brand.name.split(' ').includes(v))
      .map((v) => [brand.name, v, item].filter(Boolean).join(' '));
    const name = names.find((n) => !used.has(slugify(n))) ?? `${names[0]} ${i}`;
    const slug = slugify(name);
    used.add(slug);
    const packCount = 1 + Math.floor(random() * Math.min(3, entry.packs.length));
    const start = Math.floor(random() * (entry.packs.length - packCount + 1));
    const factor = 0.85 + random() * 0.4;
    products.push({
      name,
      slug,
      categorySlug,
      brandSlug: brand.slug,
      description: `<p>${name}: carefully sourced and packed fresh for your kitchen.</p>`,
      info: '<ul><li>Country of origin: India</li><li>Store in a cool, dry place</li></ul>',
      packs: entry.packs.slice(start, start + packCount).map(([packName, rupees]) => makePack(packName, rupees * factor, random)),
    });
  }
  return products;
}

function makePack(name: string, rupees: number, random: () => number): PackSpec {
  const actPricePaise = Math.round(rupees) * 100;
  const roll = random();
  const discountType = roll < 0.25 ? 'percent' : roll < 0.35 ? 'flat' : null;
  const off =
    discountType === 'percent'
      ? Math.round((actPricePaise * (0.05 + Math.floor(random() * 4) * 0.05)) / 100) * 100
      : discountType === 'flat'
        ? Math.min(actPricePaise / 2, 500 + Math.floor(random() * 4) * 500)
        : 0;
  return {
    name,
    pricePaise: actPricePaise - off,
    actPricePaise,
    discountType,
    stock: 20 + Math.floor(random() * 200),
    weightGrams: packWeightGrams(name),
  };
}
