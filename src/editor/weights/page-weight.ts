import { type ComponentWeights, PAGE_BUDGETS } from '../../../contract/component-weights';
import type { PageComponent, PageData } from '../../../contract/page-data';
import { allComponents, filterComponents } from '../../../contract/component-tree';
import { canonicalName } from '../../generated/components';
import type { EditorComponent } from '../../machines/page-edits';
import { imageUrl } from '../../../contract/image-url';
import { titleOf } from '../component-catalogue';

/** What one component adds to the page: its code beyond the critical path and its images. */
export interface ComponentWeight {
  index: number;
  title: string;
  js: number;
  images: number;
}

/** A page weighed against the storefront's budgets, and what the owner should know. */
export interface PageWeight {
  criticalPath: number;
  /** The page's components' code (each shared file once), gzip. */
  js: number;
  /** The page's images as the store serves them, of those measured so far. */
  images: number;
  components: ComponentWeight[];
  warnings: string[];
}

const IMAGE_KEYS = new Set(['image', 'image_sm', 'avatar', 'logo', 'poster']);

/** The addresses of a component's images as the store requests them (large: what banners and slides use). */
export function imagesOf(component: PageComponent): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && IMAGE_KEYS.has(key) && value.trim()) found.push(imageUrl(value, 'large'));
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (k !== 'response') walk(v, k);
  };
  walk(component.data, '');
  return [...new Set(found)];
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;

/**
 * The page's weight from the build's figures and the images' measured sizes: its components' code and
 * images against the budgets, and a warning for a heavy component above the fold on a phone (`aboveFold`).
 */
export function weighPage(
  page: PageData,
  weights: ComponentWeights,
  imageBytes: ReadonlyMap<string, number>,
  aboveFold: ReadonlySet<number>,
): PageWeight {
  const used = new Set<string>();
  const components: ComponentWeight[] = [];
  const images: string[] = [];
  page.data.forEach((component, index) => {
    // What shoppers get: hidden components left out at every depth; a layout weighs with what it holds.
    const [shown] = filterComponents([component], (c) => !(c as EditorComponent).hidden);
    if (!shown) return;
    const files = new Set(allComponents([shown]).flatMap((c) => weights.components[canonicalName(c.name) ?? ''] ?? []));
    files.forEach((file) => used.add(file));
    images.push(...imagesOf(shown));
    components.push({
      index,
      title: titleOf(component.name),
      js: [...files].reduce((sum, file) => sum + (weights.files[file] ?? 0), 0),
      images: imagesOf(shown).reduce((sum, url) => sum + (imageBytes.get(url) ?? 0), 0),
    });
  });
  const js = [...used].reduce((sum, file) => sum + (weights.files[file] ?? 0), 0);
  const imageTotal = [...new Set(images)].reduce((sum, url) => sum + (imageBytes.get(url) ?? 0), 0);
  const warnings: string[] = [];
  if (weights.criticalPath > PAGE_BUDGETS.criticalPath)
    warnings.push(`The store’s critical path is ${kb(weights.criticalPath)}, over its budget of ${kb(PAGE_BUDGETS.criticalPath)}.`);
  if (js > PAGE_BUDGETS.components)
    warnings.push(`The page’s components load ${kb(js)} of code, over the budget of ${kb(PAGE_BUDGETS.components)}.`);
  if (imageTotal > PAGE_BUDGETS.images)
    warnings.push(`The page’s images weigh ${kb(imageTotal)}, over the budget of ${kb(PAGE_BUDGETS.images)}.`);
  for (const component of components)
    if (aboveFold.has(component.index) && component.js + component.images >= PAGE_BUDGETS.heavy)
      warnings.push(
        `${component.title} (${component.index + 1}) weighs ${kb(component.js + component.images)} and sits above the fold on a phone: shoppers wait for it first. Move it lower or lighten its images.`,
      );
  return { criticalPath: weights.criticalPath, js, images: imageTotal, components, warnings };
}
