import { useCart } from './CartProvider';
import { MAX_QUANTITY } from '../../../contract/cart';
import type { CartItemDraft, CartOperation } from '../../machines/cart.machine';

/**
 * Add to Cart for a pack not in the cart, else minus / quantity / plus; each click is one add or remove
 * call, shown at once. `compact` (product cards): "Add", and both states fill the card's width alike;
 * `showPack` names the pack under the quantity (a card whose product has several packs); `max` is the
 * store's limit per order for the pack, when it has one.
 */
export function QuantityControl({
  item,
  compact = false,
  showPack = false,
  max = MAX_QUANTITY,
}: {
  item: CartItemDraft;
  compact?: boolean;
  showPack?: boolean;
  max?: number;
}) {
  const { cart, change } = useCart();
  const quantity = cart.items.find((i) => i.pack_id === item.pack_id)?.quantity ?? 0;
  const label = `${item.name} (${item.pack})`;
  const step = (kind: CartOperation['kind']) => change({ kind, packId: item.pack_id, warehouseId: item.warehouse_id, item });
  if (quantity === 0) {
    return (
      <button type="button" className="button button-primary add-to-cart" onClick={() => step('add')} aria-label={`Add to Cart: ${label}`}>
        {compact ? 'Add' : 'Add to Cart'}
      </button>
    );
  }
  return (
    <div
      className={compact ? 'quantity-control quantity-control-compact' : 'quantity-control'}
      role="group"
      aria-label={`Quantity of ${label}`}
    >
      <button type="button" onClick={() => step('removeOne')} aria-label={`One less ${label}`}>
        −
      </button>
      <output aria-live="polite" aria-label={`${quantity} in cart`}>
        {quantity}
        {showPack ? <span className="quantity-pack">{item.pack}</span> : null}
      </output>
      <button type="button" onClick={() => step('add')} disabled={quantity >= Math.min(max, MAX_QUANTITY)} aria-label={`One more ${label}`}>
        +
      </button>
    </div>
  );
}
