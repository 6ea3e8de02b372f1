import { Link } from 'wouter';
import type { Order } from '../../../contract/order';
import { errorText } from '../../api/error-text';
import { deliveryDay, windowText } from '../../ui/format/delivery-day';
import { StoreImage } from '../../ui/media/StoreImage';
import { formatPrice } from '../../ui/format/price';
import { useDialogs } from '../../ui/modal/DialogProvider';
import { useToast } from '../../ui/toast/ToastProvider';
import { useBoot } from '../../context/boot-context';
import { CartTotals } from '../cart/CartTotals';
import { useCart } from '../cart/CartProvider';
import { paymentMethodName } from '../checkout/payment-methods';
import { formatOrderDate, PAYMENT_NOTES, STATUS_LABELS } from './order-labels';
import { AddOrderToCart } from './AddOrderToCart';
import { IndiaTime } from '../../ui/format/IndiaTime';

/** Where an order waiting for payment is paid (spec section 2: /checkout/{provider}/{id}). */
export function payPath(order: { payment_method: string; order_id: number }): string {
  return `/checkout/${encodeURIComponent(order.payment_method)}/${order.order_id}`;
}

/** An order's items, totals, deliveries, address and payment, with Pay now and Cancel while they apply. */
export function OrderDetails({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { api, init } = useBoot();
  const { cart } = useCart();
  const dialogs = useDialogs();
  const toast = useToast();
  const cancel = async () => {
    if (!(await dialogs.confirm(`Cancel order ${order.ordernumber}?`, 'Cancel order', { yes: 'Cancel order', no: 'Keep order' }))) return;
    try {
      await api.post(`/api/order/cancel/${order.order_id}`);
      onChange({
        ...order,
        status: 'cancelled',
        cancellable: false,
        payment_status: order.payment_status === 'paid' ? 'refund_due' : order.payment_status,
      });
      toast.success(`Order ${order.ordernumber} is cancelled`);
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };
  const method = paymentMethodName(order.payment_method, cart.paymentMethods, init.paymentMethods);
  const note = PAYMENT_NOTES[order.payment_status];
  return (
    <>
      <p>
        Order number <strong>{order.ordernumber}</strong> · {formatOrderDate(order.created_at)} ·{' '}
        {STATUS_LABELS[order.status] ?? order.status}
        <br />
        {method}
        {note ? <> · {note}</> : null}
        {order.status === 'pending_payment' && order.pay_by ? (
          <>
            {' '}
            · pay by <IndiaTime at={order.pay_by} />
          </>
        ) : null}
      </p>
      <ul className="order-items" aria-label="Items in your order">
        {order.items.map((item) => (
          // The unit price beside the quantity, so the line's amount does not read as a unit price.
          <li key={item.pack_id}>
            <StoreImage src={item.image ?? ''} alt="" size="small" width={48} height={36} />
            <span>
              {item.product_name} ({item.pack_name}): {item.quantity} × {formatPrice(item.price)} ={' '}
              <strong>{formatPrice(item.price * item.quantity)}</strong>
            </span>
          </li>
        ))}
      </ul>
      <CartTotals totals={{ ...order, delivery: order.delivery_charge }} />
      {order.delivery.length > 0 ? (
        <ul className="order-deliveries" aria-label="Deliveries">
          {order.delivery.map((d, index) => (
            // Not `d.name`: that is the store's warehouse, an internal word (issue 35).
            <li key={index}>
              {order.delivery.length > 1 ? `Delivery ${index + 1}` : 'Delivery'}:{' '}
              {d.external_shipping
                ? `by courier, expected ${d.delivery_date ? deliveryDay(d.delivery_date) : 'soon'}`
                : d.delivery_date && d.window
                  ? `${deliveryDay(d.delivery_date)}, ${windowText(d.window)}`
                  : 'slot to be confirmed'}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        Delivering to{' '}
        {[order.address.name, order.address.line1, order.address.line2, order.address.city, order.address.pincode]
          .filter(Boolean)
          .join(', ')}
      </p>
      <div className="form-actions">
        {order.status === 'pending_payment' ? (
          <Link href={payPath(order)} className="button button-primary">
            Pay now
          </Link>
        ) : (
          <AddOrderToCart order={order} />
        )}
        {order.cancellable ? (
          <button type="button" className="button" onClick={() => void cancel()}>
            Cancel order
          </button>
        ) : null}
      </div>
    </>
  );
}
