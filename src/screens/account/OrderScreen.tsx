import { Link, useLocation } from 'wouter';
import { OrderDetails } from '../../app/orders/OrderDetails';
import { useOrder } from '../../app/orders/use-order';
import { matchRoute } from '../../../contract/routes';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { AccountPage, LoadError } from './AccountPage';

/** /account/orders/{id}: one order with its items, address, payment and deliveries, and Cancel while it may be. */
export default function OrderScreen() {
  const [path] = useLocation();
  const { order, setOrder, error } = useOrder(matchRoute(path).params.id ?? '');
  return (
    <AccountPage title={order ? `Order ${order.ordernumber}` : 'Order'}>
      {error ? <LoadError error={error} /> : null}
      {!order && !error ? <LoadingPlaceholder /> : null}
      {order ? <OrderDetails order={order} onChange={setOrder} /> : null}
      <p><Link href="/account/orders">All orders</Link></p>
    </AccountPage>
  );
}
