import type { RendererProps } from '../registry-types';
import { TileCarousel } from '../../src/ui/cards/TileCarousel';
import { cardAutoplay } from '../../src/ui/carousel/Carousel';

/** Brand tiles linking to /products?b={slug}. */
export default function BrandCarousel({ data, settings, response }: RendererProps<'brand-carousel'>) {
  const tiles = (response?.brands ?? []).map((b) => ({
    key: b.slug,
    name: b.name,
    image: b.image,
    href: `/products?b=${encodeURIComponent(b.slug)}`,
  }));
  return <TileCarousel title={data.title} fallbackLabel="Brands" tiles={tiles} interval={cardAutoplay(settings)} />;
}
