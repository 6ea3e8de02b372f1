import { useCart } from './CartProvider';

/** The number of items in the cart, kept up to date with every change. */
export function CartBadge() {
  const { quantity } = useCart().cart;
  return (
    <span className="cart-badge" aria-label={`${quantity} ${quantity === 1 ? 'item' : 'items'}`}>
      {quantity}
    </span>
  );
}
