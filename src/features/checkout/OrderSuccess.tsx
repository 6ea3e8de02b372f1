import { Link } from 'wouter';
import { OrderDetails } from '../orders/OrderDetails';
import { useOrder } from '../orders/use-order';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { useShownRoute } from '../../context/route-context';

/** /order/success/{ordernumber}: the placed order's summary. */
export default function OrderSuccess() {
  const { params } = useShownRoute();
  const { order, setOrder, error } = useOrder(params.ordernumber ?? '');
  if (error)
    return (
      <section className="page-error" role="alert">
        <h1>We couldn’t show this order</h1>
        <p>{error}</p>
        <Link href="/">Back to the home page</Link>
      </section>
    );
  if (!order) return <LoadingPlaceholder />;
  return (
    <section className="order-success">
      <h1>
        {order.status === 'cancelled'
          ? 'Your order is cancelled'
          : order.status === 'pending_payment'
            ? 'Your order is waiting for payment'
            : 'Thank you! Your order is placed'}
      </h1>
      <OrderDetails order={order} onChange={setOrder} />
      <p>
        <Link href="/products" className="button button-primary">
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
