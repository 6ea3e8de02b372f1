import { Link } from 'wouter';
import type { OrderLine } from '../../../contract/order';
import { formatOrderDate, PAYMENT_NOTES, STATUS_LABELS } from './order-labels';
import { formatPrice } from '../../ui/format/price';
import { type Column, DataTable } from '../../ui/table/DataTable';

const columns: readonly Column<OrderLine>[] = [
  { heading: 'Order', cell: (o) => <Link href={`/account/orders/${o.order_id}`}>{o.ordernumber}</Link> },
  { heading: 'Date', cell: (o) => formatOrderDate(o.created_at) },
  {
    heading: 'Status',
    cell: (o) => `${STATUS_LABELS[o.status] ?? o.status}${PAYMENT_NOTES[o.payment_status] ? ` · ${PAYMENT_NOTES[o.payment_status]}` : ''}`,
  },
  { heading: 'Items', cell: (o) => o.items, className: 'optional-column' },
  { heading: 'Total', cell: (o) => formatPrice(o.total) },
];

/** Orders as a table: number (a link to the order), date, status, items (not on narrow phones) and total. */
export function OrderList({ orders }: { orders: OrderLine[] }) {
  return <DataTable columns={columns} rows={orders} rowKey={(o) => o.order_id} />;
}
