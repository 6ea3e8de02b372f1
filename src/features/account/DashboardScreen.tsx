import * as z from 'zod/mini';
import { useId, useState } from 'react';
import { formatOrderDate } from '../orders/order-labels';
import { formatPrice } from '../../ui/format/price';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { AccountPage } from './AccountPage';
import { DailyChart } from './DailyChart';
import { useApiData } from '../../context/use-api-data';
import { type Column, DataTable } from '../../ui/table/DataTable';
import { ErrorText } from '../../ui/form/ErrorText';

const DashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  orders: z.number(),
  total: z.number(),
  days: z.array(z.object({ date: z.string(), orders: z.number(), total: z.number() })),
  top_products: z.array(z.object({ name: z.string(), quantity: z.number(), total: z.number() })),
  customers: z.array(
    z.object({ id: z.number(), name: z.string(), phone: z.string(), orders: z.number(), total: z.number(), last_order_at: z.string() }),
  ),
});
const parse = (body: unknown) => DashboardSchema.parse(body);

const PERIODS = [7, 30, 90] as const;
/** A day in India, `days` from today, as YYYY-MM-DD. */
const indiaDay = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

type Dashboard = z.infer<typeof DashboardSchema>;

const productColumns: readonly Column<Dashboard['top_products'][number]>[] = [
  { heading: 'Product', cell: (p) => p.name },
  { heading: 'Quantity', cell: (p) => p.quantity },
  { heading: 'Total', cell: (p) => formatPrice(p.total) },
];

const customerColumns: readonly Column<Dashboard['customers'][number]>[] = [
  // The phone under the name: with a column of its own the table did not fit a 390 px phone (issue 35).
  {
    heading: 'Customer',
    cell: (c) => (
      <>
        {c.name}
        <a className="table-subline" href={`tel:+91${c.phone}`}>
          {c.phone}
        </a>
      </>
    ),
  },
  { heading: 'Orders', cell: (c) => c.orders },
  { heading: 'Total', cell: (c) => formatPrice(c.total) },
  { heading: 'Last order', cell: (c) => formatOrderDate(c.last_order_at) },
];

/** /account/dashboard (sales agents): the orders of their customers over a period, per day, top products and customers. */
export default function DashboardScreen() {
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const periodId = useId();
  const { data, error } = useApiData('/api/dashboard', parse, { query: { from: indiaDay(1 - days), to: indiaDay(0) } });
  return (
    <AccountPage title="Sales dashboard">
      <div className="field dashboard-period">
        <label htmlFor={periodId}>Period</label>
        <select id={periodId} value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof PERIODS)[number])}>
          {PERIODS.map((n) => (
            <option key={n} value={n}>
              Last {n} days
            </option>
          ))}
        </select>
      </div>
      <ErrorText error={error} />
      {!data && !error ? <LoadingPlaceholder /> : null}
      {data ? (
        <>
          <p className="dashboard-totals">
            <strong>{data.orders}</strong> orders · <strong>{formatPrice(data.total)}</strong> from{' '}
            {formatOrderDate(`${data.from}T12:00:00+05:30`)} to {formatOrderDate(`${data.to}T12:00:00+05:30`)}
          </p>
          <DailyChart days={data.days} />
          <h2>Top products</h2>
          {data.top_products.length === 0 ? (
            <p>No sales in this period.</p>
          ) : (
            <DataTable columns={productColumns} rows={data.top_products} rowKey={(p) => p.name} />
          )}
          <h2>Customers served</h2>
          {data.customers.length === 0 ? (
            <p>No customers ordered in this period.</p>
          ) : (
            // Five columns do not fit a phone: the table scrolls within its frame, the page never does.
            <div className="table-scroll" role="region" aria-label="Customers served" tabIndex={0}>
              <DataTable columns={customerColumns} rows={data.customers} rowKey={(c) => c.id} />
            </div>
          )}
        </>
      ) : null}
    </AccountPage>
  );
}
