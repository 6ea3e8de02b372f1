import { useBoot } from '../../../context/boot-context';
import { ProductCard } from '../ProductCard';
import { CARD_CAROUSEL, CAROUSEL_CARD_IMAGE, Carousel } from '../../../ui/carousel/Carousel';
import { useProductList } from '../product-list/use-product-list';

/** Up to 12 other products of the same category, as a carousel. */
export function RelatedProducts({ categorySlug, productId }: { categorySlug: string; productId: number }) {
  const { api } = useBoot();
  const list = useProductList(api, `c=${encodeURIComponent(categorySlug)}&perPage=13`);
  const related = (list.page?.data ?? []).filter((p) => p.product_id !== productId).slice(0, 12);
  if (related.length === 0) return null;
  return (
    <section className="section related-products" aria-labelledby="related-title">
      <div className="section-title">
        <h2 id="related-title">You may also like</h2>
      </div>
      <Carousel label="Related products" perView={CARD_CAROUSEL} autoplayInterval={0}>
        {related.map((product) => (
          <ProductCard key={product.product_id} product={product} imageSizes={CAROUSEL_CARD_IMAGE} />
        ))}
      </Carousel>
    </section>
  );
}
