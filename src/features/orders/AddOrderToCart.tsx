import { useLocation } from 'wouter';
import { MAX_QUANTITY } from '../../../contract/cart';
import type { Order } from '../../../contract/order';
import { useCart } from '../cart/CartProvider';

/**
 * "Add these items to my cart" (an expired or cancelled order) or "Order again": every item the store
 * still sells, as many as were ordered, through the spec's cart/add (one call a unit, sent in order),
 * then the cart. Items without a warehouse (a pack since removed, or a store that does not say) are
 * left out; with none left the button is not shown.
 */
export function AddOrderToCart({ order }: { order: Order }) {
  const { change } = useCart();
  const [, navigate] = useLocation();
  const items = order.items.flatMap((i) => (i.warehouse_id === null ? [] : [{ ...i, warehouse_id: i.warehouse_id }]));
  if (items.length === 0) return null;
  const ended = order.status === 'expired' || order.status === 'cancelled';
  return (
    <button
      type="button"
      className={ended ? 'button button-primary' : 'button'}
      onClick={() => {
        for (const i of items) {
          const item = {
            pack_id: i.pack_id,
            name: i.product_name,
            pack: i.pack_name,
            image: '',
            price: i.price,
            act_price: i.act_price,
            warehouse_id: i.warehouse_id,
            ...(i.slug ? { slug: i.slug } : {}),
          };
          for (let n = 0; n < Math.min(i.quantity, MAX_QUANTITY); n++)
            change({ kind: 'add', packId: i.pack_id, warehouseId: i.warehouse_id, item });
        }
        navigate('/cart');
      }}
    >
      {ended ? 'Add these items to my cart' : 'Order again'}
    </button>
  );
}
