import { Link } from 'wouter';
import type { Product } from '../../generated/types/product';
import { QuantityControl } from '../cart/QuantityControl';
import { cartItemDraft } from '../cart/cart-item-draft';
import { WishlistToggle } from '../wishlist/WishlistToggle';
import { formatPrice } from '../../ui/format/price';
import { StoreImage } from '../../ui/media/StoreImage';

/** How wide a card's image is shown in a grid of 2, 3 and then 4–5 columns (the `sizes` attribute). */
export const GRID_CARD_IMAGE = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/** A product in a carousel or grid: image 4:3, name, packs with prices, link to its page. */
export function ProductCard({ product, imageSizes = GRID_CARD_IMAGE }: { product: Product; imageSizes?: string }) {
  const image = product.image || product.medias[0]?.src;
  const href = `/products/${product.slug}`;
  return (
    <article className="product-card">
      <Link href={href} className="product-card-image" tabIndex={-1} aria-hidden="true">
        <StoreImage src={image} alt="" width={400} height={300} sizes={imageSizes} />
      </Link>
      <p className="product-card-brand">{product.brand_name}</p>
      <h3 className="product-card-name">
        <Link href={href}>{product.product_name}</Link>
      </h3>
      <ul className="product-card-packs">
        {product.packs.map((pack) => (
          <li key={pack.pack_id}>
            <span className="pack-name">{pack.pack_name}</span> <span className="price">{formatPrice(pack.price)}</span>
            {pack.act_price > pack.price ? (
              <>
                {' '}
                <s className="price-was" aria-label={`was ${formatPrice(pack.act_price)}`}>
                  {formatPrice(pack.act_price)}
                </s>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {product.packs[0] ? <QuantityControl item={cartItemDraft(product, product.packs[0])} compact /> : null}
      <WishlistToggle product={product} />
    </article>
  );
}
