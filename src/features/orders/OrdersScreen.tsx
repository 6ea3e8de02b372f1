import { Link, useLocation, useSearch } from 'wouter';
import { OrderPageSchema } from '../../../contract/order';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { Pagination } from '../../ui/pagination/Pagination';
import { AccountPage } from '../account/AccountPage';
import { OrderList } from './OrderList';
import { useApiData } from '../../context/use-api-data';
import { ErrorText } from '../../ui/form/ErrorText';

const parse = (body: unknown) => OrderPageSchema.parse(body);

/** /account/orders[?page=N]: the shopper's orders, ten a page. */
export default function OrdersScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const page = Math.max(1, Number.parseInt(new URLSearchParams(search).get('page') ?? '1', 10) || 1);
  const { data, error } = useApiData('/api/orders', parse, { query: { page } });
  return (
    <AccountPage title="Your orders">
      <ErrorText error={error} />
      {!data && !error ? <LoadingPlaceholder /> : null}
      {data && data.data.length === 0 ? (
        <p>
          You have no orders yet. <Link href="/products">Start shopping</Link>
        </p>
      ) : null}
      {data && data.data.length > 0 ? (
        <>
          <OrderList orders={data.data} />
          <Pagination
            total={data.meta.total}
            page={data.meta.page}
            perPage={data.meta.perPage}
            sizeChoice={false}
            onChange={(next) => navigate(next === 1 ? '/account/orders' : `/account/orders?page=${next}`)}
          />
        </>
      ) : null}
    </AccountPage>
  );
}
