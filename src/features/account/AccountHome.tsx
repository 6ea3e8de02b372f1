import { Link } from 'wouter';
import { AddressListSchema } from '../../../contract/address';
import { OrderPageSchema } from '../../../contract/order';
import { readWishlists } from '../../../contract/wishlist';
import { useBoot } from '../../context/boot-context';
import { AccountPage } from './AccountPage';
import { OrderList } from '../orders/OrderList';
import { useApiData } from '../../context/use-api-data';
import { ErrorText } from '../../ui/form/ErrorText';

const parseOrders = (body: unknown) => OrderPageSchema.parse(body);
const parseAddresses = (body: unknown) => AddressListSchema.parse(body);

/** /account: recent orders, the default address and the wishlists at a glance. */
export default function AccountHome() {
  const { init } = useBoot();
  const orders = useApiData('/api/orders', parseOrders);
  const addresses = useApiData('/api/addresses', parseAddresses);
  const lists = useApiData('/api/wishlist', readWishlists);
  const home = addresses.data?.find((a) => a.is_default) ?? addresses.data?.[0];
  return (
    <AccountPage title={`Hello, ${init.user?.name || 'there'}`}>
      <section aria-labelledby="recent-orders">
        <h2 id="recent-orders">Recent orders</h2>
        <ErrorText error={orders.error} />
        {orders.data?.data.length === 0 ? (
          <p>
            No orders yet. <Link href="/products">Start shopping</Link>
          </p>
        ) : null}
        {orders.data && orders.data.data.length > 0 ? <OrderList orders={orders.data.data.slice(0, 3)} /> : null}
        <p>
          <Link href="/account/orders">All orders</Link>
        </p>
      </section>
      <section aria-labelledby="default-address">
        <h2 id="default-address">Default address</h2>
        <ErrorText error={addresses.error} />
        {home ? (
          <p>
            <strong>{home.name}</strong>
            <br />
            {[home.line1, home.line2, home.city, home.state, home.pincode].filter(Boolean).join(', ')}
          </p>
        ) : null}
        {addresses.data?.length === 0 ? <p>No saved address yet.</p> : null}
        <p>
          <Link href="/account/addresses">Manage addresses</Link>
        </p>
      </section>
      <section aria-labelledby="wish-lists">
        <h2 id="wish-lists">Wishlists</h2>
        <ErrorText error={lists.error} />
        {lists.data?.length === 0 ? <p>No wishlists yet: use the heart on any product.</p> : null}
        {lists.data && lists.data.length > 0 ? (
          <ul>
            {lists.data.map((l) => (
              <li key={l.id}>
                {l.name}
                {l.product_ids ? `: ${l.product_ids.length} ${l.product_ids.length === 1 ? 'product' : 'products'}` : null}
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link href="/account/wishlist">Your wishlist</Link>
        </p>
      </section>
    </AccountPage>
  );
}
