import type { PageComponent } from '../../contract/page-data';
import type { ComponentName } from '../generated/components';
import { kindOf } from './component-catalogue';

/** A page to start from: the components it lays out, in order, each with its type's sample content. */
export interface PageTemplate {
  title: string;
  description: string;
  components: readonly ComponentName[];
}

/** The templates a new page can start from. Their content is each type's sample, marked as such until the owner replaces it. */
export const PAGE_TEMPLATES: readonly PageTemplate[] = [
  {
    title: 'A sale page',
    description: 'A slider for the offer, a row of products, banners for the deals and answers about the sale.',
    components: ['hero-slider', 'product-carousel', 'banner-grid', 'faq'],
  },
  {
    title: 'A landing page',
    description: 'A slider, a heading with a few lines, an image with text, a banner and common questions.',
    components: ['hero-slider', 'heading', 'image-with-text', 'banner', 'faq'],
  },
  {
    title: 'A brand page',
    description: 'The brand’s banner, its story, a grid of products and a row of other brands.',
    components: ['banner', 'heading', 'product-grid', 'brand-carousel'],
  },
];

/** A template's components, fresh copies of each type's sample. */
export function templateComponents(template: PageTemplate): PageComponent[] {
  return template.components.flatMap((name) => {
    const kind = kindOf(name);
    return kind ? [structuredClone(kind.example)] : [];
  });
}
