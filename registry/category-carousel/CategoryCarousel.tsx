import type { RendererProps } from '../registry-types';
import { TileCarousel } from '../../src/ui/cards/TileCarousel';
import { cardAutoplay } from '../../src/ui/carousel/Carousel';

/** Category tiles linking to /products?c={slug}. */
export default function CategoryCarousel({ data, settings, response }: RendererProps<'category-carousel'>) {
  const tiles = (response?.categories ?? []).map((c) => ({
    key: c.slug,
    name: c.name,
    image: c.image,
    href: `/products?c=${encodeURIComponent(c.slug)}`,
  }));
  return <TileCarousel title={data.title} fallbackLabel="Categories" tiles={tiles} interval={cardAutoplay(settings)} />;
}
