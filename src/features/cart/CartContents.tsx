import { Link } from 'wouter';
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
              <span>
                <span className="price">{formatPrice(item.price)}</span>
                {item.act_price > item.price ? (
                  <>
                    {' '}
                    <s className="price-was" aria-label={`was ${formatPrice(item.act_price)}`}>
                      {formatPrice(item.act_price)}
                    </s>
                  </>
                ) : null}
              </span>
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
      {init.pincode ? (
        <Link href="/checkout" className="button button-primary cart-checkout" onClick={onNavigate}>
          Proceed to checkout
        </Link>
      ) : (
        <>
          <PincodeRequired />
          <button type="button" className="button button-primary cart-checkout" disabled aria-describedby={PINCODE_REQUIRED_ID}>
            Proceed to checkout
          </button>
        </>
      )}
    </div>
  );
}
