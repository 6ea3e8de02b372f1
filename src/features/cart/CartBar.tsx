import { Link, useLocation } from 'wouter';
import { normalisePath } from '../../../contract/routes';
import { formatPrice } from '../../ui/format/price';
import { useCart } from './CartProvider';

/**
 * Phones: "View cart · ₹…" at the foot of the screen while the cart has items (CSS shows it below
 * 768 px). It sits after the page's main area and sticks to the bottom, so it never covers the footer.
 */
export function CartBar() {
  const { quantity, total } = useCart().cart;
  const [path] = useLocation();
  const at = normalisePath(path);
  if (quantity === 0 || at === '/cart' || at.startsWith('/checkout')) return null;
  return (
    <Link href="/cart" className="cart-bar">
      <span>
        {quantity} {quantity === 1 ? 'item' : 'items'} · <strong>{formatPrice(total)}</strong>
      </span>
      <span>View cart ›</span>
    </Link>
  );
}
