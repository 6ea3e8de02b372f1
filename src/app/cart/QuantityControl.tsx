import { useCart } from './CartProvider';
import { MAX_QUANTITY } from '../../api/contracts/cart-limits';

interface Props {
  product: { product_id: number; product_name: string; slug: string; image?: string; medias: { src: string }[] };
  pack: { pack_id: number; pack_name: string; price: number; act_price: number };
}

/** Add to Cart for a pack not in the cart, else minus / quantity / plus; every click shows at once. */
export function QuantityControl({ product, pack }: Props) {
  const { cart, setQuantity } = useCart();
  const quantity = cart.items.find((i) => i.pack_id === pack.pack_id)?.quantity ?? 0;
  const label = `${product.product_name} (${pack.pack_name})`;
  const set = (next: number) => setQuantity({
    packId: pack.pack_id,
    quantity: next,
    item: {
      pack_id: pack.pack_id, product_id: product.product_id, product_name: product.product_name, slug: product.slug,
      pack_name: pack.pack_name, image: product.image || product.medias[0]?.src || '', price: pack.price, act_price: pack.act_price,
    },
  });
  if (quantity === 0) {
    return <button type="button" className="button button-primary add-to-cart" onClick={() => set(1)} aria-label={`Add to Cart: ${label}`}>Add to Cart</button>;
  }
  return (
    <div className="quantity-control" role="group" aria-label={`Quantity of ${label}`}>
      <button type="button" onClick={() => set(quantity - 1)} aria-label={`One less ${label}`}>−</button>
      <output aria-live="polite" aria-label={`${quantity} in cart`}>{quantity}</output>
      <button type="button" onClick={() => set(quantity + 1)} disabled={quantity >= MAX_QUANTITY} aria-label={`One more ${label}`}>+</button>
    </div>
  );
}
