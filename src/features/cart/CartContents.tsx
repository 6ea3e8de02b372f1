import { Link } from 'wouter';
import type { CartItem } from '../../../contract/cart';
import { formatPrice } from '../../ui/format/price';
import { StoreImage } from '../../ui/media/StoreImage';
import { useBoot } from '../../context/boot-context';
import { useCart } from './CartProvider';
import { CouponForm } from './CouponForm';
import { QuantityControl } from './QuantityControl';
import { CartTotals } from './CartTotals';
import { PINCODE_REQUIRED_ID, PincodeRequired } from './PincodeRequired';

/** The cart: items with quantity controls, messages, coupon, totals and the way to checkout. Shared by the side panel and /cart. */
export function CartContents({ onNavigate }: { onNavigate?: () => void }) {
  const { init } = useBoot();
  const { cart, change } = useCart();
  if (cart.items.length === 0) {
    return (
      <div className="cart-empty">
        <p className="cart-empty-title">Your cart is empty</p>
        <p>Add something fresh to get started.</p>
        <Link href="/products" className="button button-primary" onClick={onNavigate}>
          Start shopping
        </Link>
      </div>
    );
  }
  return (
    <div className="cart-contents">
      {cart.message ? (
        <p className="cart-message" role="status">
          {cart.message}
        </p>
      ) : null}
      <ul className="cart-items" aria-label="Items in your cart">
        {cart.items.map((item) => (
          <li key={item.pack_id} className="cart-item">
            <StoreImage src={item.image} alt="" size="small" width={80} height={60} />
            <div className="cart-item-body">
              {item.slug ? (
                <Link href={`/products/${item.slug}`} onClick={onNavigate} className="cart-item-name">
                  {item.name}
                </Link>
              ) : (
                <span className="cart-item-name">{item.name}</span>
              )}
              <span className="cart-item-pack">{item.pack}</span>
              <LinePrice item={item} />
              {item.message ? (
                <span className="cart-item-warning" role="status">
                  {item.message}
                </span>
              ) : null}
              <div className="cart-item-actions">
                <QuantityControl item={item} />
                <button
                  type="button"
                  className="link-button"
                  onClick={() => change({ kind: 'removeLine', packId: item.pack_id, warehouseId: item.warehouse_id })}
                  aria-label={`Remove ${item.name} (${item.pack})`}
                >
                  Remove
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <CouponForm />
      {/* Without a pincode the delivery charge is not known: not "Free" above a line asking for one. */}
      <CartTotals totals={{ ...cart, delivery: init.pincode ? cart.finalDelivery : null }} />
      {cart.deliveryMessage ? <p className="cart-delivery">{cart.deliveryMessage}</p> : null}
      {init.pincode ? null : <PincodeRequired />}
      {/* Issue 35: with five lines the way to checkout was 1,300 px down; the total and the button stay in view. */}
      <div className="cart-checkout-bar">
        <p className="cart-checkout-total">
          <span>Total</span> <strong>{formatPrice(cart.total)}</strong>
        </p>
        {init.pincode ? (
          <Link href="/checkout" className="button button-primary cart-checkout" onClick={onNavigate}>
            Proceed to checkout
          </Link>
        ) : (
          <button type="button" className="button button-primary cart-checkout" disabled aria-describedby={PINCODE_REQUIRED_ID}>
            Proceed to checkout
          </button>
        )}
      </div>
    </div>
  );
}

/** A line's price: what the line costs (price × quantity), the unit price under it when there are several. */
function LinePrice({ item }: { item: CartItem }) {
  const line = item.price * item.quantity;
  const was = item.act_price * item.quantity;
  return (
    <span className="cart-item-price">
      <span className="price">{formatPrice(line)}</span>
      {was > line ? (
        <>
          {' '}
          <s className="price-was" aria-label={`was ${formatPrice(was)}`}>
            {formatPrice(was)}
          </s>
        </>
      ) : null}
      {item.quantity > 1 ? <span className="cart-item-unit">{formatPrice(item.price)} each</span> : null}
    </span>
  );
}
