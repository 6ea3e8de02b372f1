import { useState } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../generated/types/product';
import { useCart } from '../cart/CartProvider';
import { QuantityControl } from '../cart/QuantityControl';
import { cartItemDraft } from '../cart/cart-item-draft';
import { WishlistToggle } from '../wishlist/WishlistToggle';
import { StoreImage } from '../../ui/media/StoreImage';
import { CardPacks } from './CardPacks';
import { PackPrice } from './PackPrice';
import { discountText } from './product/PackSelector';

/** How wide a card's image is shown in a grid of 2, 3 and then 4–5 columns (the `sizes` attribute). */
export const GRID_CARD_IMAGE = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * A product in a carousel or grid: image 4:3, name, its packs with prices (a choice when there are
 * several), and Add or the stepper of the chosen pack. Until the shopper picks, the chosen pack is the
 * first one the cart holds, else the first.
 */
export function ProductCard({ product, imageSizes = GRID_CARD_IMAGE }: { product: Product; imageSizes?: string }) {
  const { cart } = useCart();
  const [picked, setPicked] = useState<number | null>(null);
  const image = product.image || product.medias[0]?.src;
  const href = `/products/${product.slug}`;
  const inCart = new Map(
    product.packs.flatMap((p) => {
      const quantity = cart.items.find((i) => i.pack_id === p.pack_id)?.quantity ?? 0;
      return quantity > 0 ? [[p.pack_id, quantity] as const] : [];
    }),
  );
  const pack = product.packs.find((p) => p.pack_id === picked) ?? product.packs.find((p) => inCart.has(p.pack_id)) ?? product.packs[0];
  const saving = pack && product.packs.length === 1 ? discountText(pack) : '';
  return (
    <article className="product-card">
      <Link href={href} className="product-card-image" tabIndex={-1} aria-hidden="true">
        <StoreImage src={image} alt="" width={400} height={300} sizes={imageSizes} />
      </Link>
      <p className="product-card-brand">{product.brand_name}</p>
      <h3 className="product-card-name">
        <Link href={href}>{product.product_name}</Link>
      </h3>
      {pack && product.packs.length > 1 ? (
        <CardPacks productName={product.product_name} packs={product.packs} selected={pack.pack_id} onSelect={setPicked} inCart={inCart} />
      ) : pack ? (
        <p className="card-pack card-pack-only">
          <span className="pack-name">{pack.pack_name}</span> <PackPrice pack={pack} />
          {saving ? <span className="pack-discount">{saving}</span> : null}
        </p>
      ) : null}
      {pack ? (
        <QuantityControl item={cartItemDraft(product, pack)} compact showPack={product.packs.length > 1} max={pack.max_quantity} />
      ) : null}
      <WishlistToggle product={product} />
    </article>
  );
}
