import { Link } from 'wouter';
import { OrderDetails } from './OrderDetails';
import { useOrder } from './use-order';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { AccountPage } from '../account/AccountPage';
import { useShownRoute } from '../../context/route-context';
import { ErrorText } from '../../ui/form/ErrorText';

/** /account/orders/{id}: one order with its items, address, payment and deliveries, and Cancel while it may be. */
export default function OrderScreen() {
  const { params } = useShownRoute();
  const { order, setOrder, error } = useOrder(params.id ?? '');
  return (
    <AccountPage title={order ? `Order ${order.ordernumber}` : 'Order'}>
      <ErrorText error={error} />
      {!order && !error ? <LoadingPlaceholder /> : null}
      {order ? <OrderDetails order={order} onChange={setOrder} /> : null}
      <p>
        <Link href="/account/orders">All orders</Link>
      </p>
    </AccountPage>
  );
}
