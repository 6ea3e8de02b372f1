import { canonicalName, componentAliases, componentNames, type ComponentName } from '../../src/generated/components';
import { isRecord, listIn, type StoredComponent } from './store-shapes';

/**
 * A name as a store's page builder may spell it, lowercased with its separators dropped: `Hero Slider`,
 * `hero_slider`, `heroSlider` → `heroslider`. Only its first 80 characters count: no type is named at
 * more length, and the word patterns below stay quick on any input.
 */
const loose = (name: string): string =>
  name
    .slice(0, 80)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

let looseNames: Map<string, ComponentName> | null = null;

/** Our names and aliases, spelt loosely. */
function byLooseName(name: string): ComponentName | null {
  looseNames ??= new Map([
    ...componentNames.map((n) => [loose(n), n] as const),
    ...Object.entries(componentAliases).map(([a, n]) => [loose(a), n] as const),
  ]);
  return looseNames.get(loose(name)) ?? null;
}

/**
 * Words a store's own page builder uses for what a component is, most specific first (a "product
 * slider" is products, not a hero slider). Matched inside the loose spelling of a type or a name.
 */
const WORDS: readonly (readonly [RegExp, ComponentName])[] = [
  [/product.*(grid|list)|(grid|list).*product/, 'product-grid'],
  [/product/, 'product-carousel'],
  [/categor|department|aisle/, 'category-carousel'],
  [/brand/, 'brand-carousel'],
  [/supplier|vendor|seller|partner/, 'supplier-carousel'],
  [/banners|bannergrid|multibanner|promogrid/, 'banner-grid'],
  [/hero|slide|carousel/, 'hero-slider'],
  [/banner|promo/, 'banner'],
  [/faq|question/, 'faq'],
  [/video|youtube|vimeo/, 'video-embed'],
  [/html|richtext|text|content|editor|custom|markup|paragraph|about/, 'html-block'],
  [/heading|title|headline/, 'heading'],
  [/spacer|divider|separator|gap/, 'spacer'],
];

function byWords(name: string): ComponentName | null {
  const spelt = loose(name);
  return WORDS.find(([words]) => words.test(spelt))?.[1] ?? null;
}

/** The type a component's content says it is: HTML text, a list of slides, or a response of products, categories, brands or suppliers. */
function byContent(component: StoredComponent): ComponentName | null {
  const { data, response } = component;
  if (typeof data === 'string' && data.trim() !== '') return 'html-block';
  const slides = listIn(data, 'slides', 'images');
  if (slides?.some((slide) => typeof slide === 'string' || (isRecord(slide) && typeof slide.image === 'string'))) return 'hero-slider';
  if (isRecord(response)) {
    if (Array.isArray(response.products)) return 'product-carousel';
    if (Array.isArray(response.categories)) return 'category-carousel';
    if (Array.isArray(response.brands)) return 'brand-carousel';
    if (Array.isArray(response.suppliers)) return 'supplier-carousel';
  }
  const item = listIn(response, 'data', 'items')?.find(isRecord);
  if (!item) return null;
  if ('product_id' in item || 'packs' in item || 'product_name' in item) return 'product-carousel';
  if ('link' in item && !('slug' in item)) return 'supplier-carousel';
  if ('avatar' in item || 'children' in item) return 'category-carousel';
  if ('slug' in item && 'name' in item) return 'brand-carousel';
  return null;
}

/**
 * What type a placed component is: its `name` (ours or an alias, spelt as the store likes), then its
 * `type` (the same way), then what it carries, then the words of its type and of its name. Null when
 * none of them says (the component is left out and reported).
 */
export function componentTypeOf(component: StoredComponent): ComponentName | null {
  const { name, type } = component;
  const typeName = typeof type === 'string' ? type : '';
  const named = canonicalName(name) ?? byLooseName(name) ?? (typeName ? (canonicalName(typeName) ?? byLooseName(typeName)) : null);
  if (named) return named;
  const words = (typeName ? byWords(typeName) : null) ?? byWords(name);
  const carried = byContent(component);
  // Products say carousel or grid only in words ("Grid of products").
  return carried === 'product-carousel' && words === 'product-grid' ? words : (carried ?? words);
}
