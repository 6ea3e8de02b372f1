import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { type Order, OrderSchema } from '../../api/contracts/order';
import { errorText } from '../../api/error-text';
import { useBoot } from '../../app/boot/boot-context';
import { matchRoute } from '../../router/routes';
import { formatPrice } from '../../ui/format/price';
import { useDialogs } from '../../ui/modal/DialogProvider';
import { useToast } from '../../ui/toast/ToastProvider';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { CartTotals } from '../../app/cart/CartTotals';

const PAYMENT_NOTES: Record<string, string> = { paid: 'Paid', pending: 'Payment pending', refund_due: 'Refund due' };

/** /order/success/{ordernumber}: the placed order's summary. */
export default function OrderSuccess() {
  const { api, init } = useBoot();
  const [path] = useLocation();
  const ordernumber = matchRoute(path).params.ordernumber ?? '';
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dialogs = useDialogs();
  const toast = useToast();
  const cancel = async (current: Order) => {
    if (!(await dialogs.confirm(`Cancel order ${current.ordernumber}?`, 'Cancel order'))) return;
    try {
      await api.post(`/api/order/cancel/${current.order_id}`);
      setOrder({ ...current, status: 'cancelled', cancellable: false, payment_status: current.payment_status === 'paid' ? 'refund_due' : current.payment_status });
      toast.success(`Order ${current.ordernumber} is cancelled`);
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };
  useEffect(() => {
    api.get<unknown>(`/api/orders/${encodeURIComponent(ordernumber)}`).then(
      (body) => setOrder(OrderSchema.parse(body)),
      (failure: unknown) => setError(errorText(failure)),
    );
  }, [api, ordernumber]);
  if (error) return <section className="page-error" role="alert"><h1>We couldn’t show this order</h1><p>{error}</p><Link href="/">Back to the home page</Link></section>;
  if (!order) return <LoadingPlaceholder />;
  const method = init.paymentMethods.find((m) => m.id === order.payment_method)?.name ?? order.payment_method;
  const awaitingPayment = order.status === 'pending_payment';
  return (
    <section className="order-success">
      <h1>{order.status === 'cancelled' ? 'Your order is cancelled' : awaitingPayment ? 'Your order is waiting for payment' : 'Thank you! Your order is placed'}</h1>
      <p>Order number <strong>{order.ordernumber}</strong> · {method}{PAYMENT_NOTES[order.payment_status] ? <> · {PAYMENT_NOTES[order.payment_status]}</> : null}</p>
      <ul className="order-items" aria-label="Items in your order">
        {order.items.map((item) => (
          <li key={item.pack_id}>{item.quantity} × {item.product_name} ({item.pack_name}) — {formatPrice(item.price * item.quantity)}</li>
        ))}
      </ul>
      <CartTotals totals={order} />
      <p>Delivering to {[order.address.name, order.address.line1, order.address.line2, order.address.city, order.address.pincode].filter(Boolean).join(', ')}</p>
      <div className="form-actions">
        {awaitingPayment ? <Link href={`/checkout/${encodeURIComponent(order.payment_method)}/${order.order_id}`} className="button button-primary">Pay now</Link> : null}
        {order.cancellable ? <button type="button" className="button" onClick={() => void cancel(order)}>Cancel order</button> : null}
        <Link href="/products" className="button button-primary">Continue shopping</Link>
      </div>
    </section>
  );
}
