import type { RendererProps } from '../registry-types';
import { ProductCard } from '../../src/features/catalogue/ProductCard';
import { CARD_CAROUSEL, CAROUSEL_CARD_IMAGE, Carousel, cardAutoplay } from '../../src/ui/carousel/Carousel';
import { SectionTitle } from '../../src/ui/cards/SectionTitle';

/** A row of product cards (autoplay 2.5 s; 1, 2 or 5 per view by width). */
export default function ProductCarousel({ data, settings, response }: RendererProps<'product-carousel'>) {
  const products = response?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section className="section">
      <SectionTitle title={data.title} link={data.link} />
      <Carousel label={data.title || 'Products'} perView={CARD_CAROUSEL} autoplayInterval={cardAutoplay(settings)}>
        {products.map((product) => (
          <ProductCard key={product.product_id} product={product} imageSizes={CAROUSEL_CARD_IMAGE} />
        ))}
      </Carousel>
    </section>
  );
}
