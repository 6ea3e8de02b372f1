import type { RendererProps } from '../../src/engine/registry-types';
import { TileCarousel } from '../../src/ui/cards/TileCarousel';

/** Category tiles linking to /products?c={slug}. */
export default function CategoryCarousel({ data, settings, response }: RendererProps<'category-carousel'>) {
  const tiles = (response?.categories ?? []).map((c) => ({ key: c.id, name: c.name, image: c.image, href: `/products?c=${encodeURIComponent(c.slug)}` }));
  return <TileCarousel title={data.title} fallbackLabel="Categories" tiles={tiles} interval={settings?.autoplay === false ? 0 : settings?.autoplayInterval ?? 2500} />;
}
