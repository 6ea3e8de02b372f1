import { Link } from 'wouter';
import type { OrderLine } from '../../../contract/order';
import { formatOrderDate, PAYMENT_NOTES, STATUS_LABELS } from './order-labels';
import { payPath } from './OrderDetails';
import { formatPrice } from '../../ui/format/price';
import { type Column, DataTable } from '../../ui/table/DataTable';

/** An order's status as the shopper reads it; an order waiting for payment says nothing more, and offers Pay now. */
function OrderStatus({ order }: { order: OrderLine }) {
  const label = STATUS_LABELS[order.status] ?? order.status;
  if (order.status !== 'pending_payment')
    return <>{PAYMENT_NOTES[order.payment_status] ? `${label} · ${PAYMENT_NOTES[order.payment_status]}` : label}</>;
  return (
    <>
      {label}
      {order.payment_method ? (
        <Link
          href={payPath({ payment_method: order.payment_method, order_id: order.order_id })}
          className="button button-primary order-pay"
        >
          Pay now<span className="visually-hidden"> for {order.ordernumber}</span>
        </Link>
      ) : null}
    </>
  );
}

const columns: readonly Column<OrderLine>[] = [
  { heading: 'Order', cell: (o) => <Link href={`/account/orders/${o.order_id}`}>{o.ordernumber}</Link> },
  { heading: 'Date', cell: (o) => formatOrderDate(o.created_at), className: 'nowrap' },
  { heading: 'Status', cell: (o) => <OrderStatus order={o} /> },
  { heading: 'Items', cell: (o) => o.items, className: 'optional-column' },
  { heading: 'Total', cell: (o) => formatPrice(o.total) },
];

/** Orders as a table: number (a link to the order), date, status, items (not on narrow phones), total; Pay now while an order waits for it. */
export function OrderList({ orders }: { orders: OrderLine[] }) {
  return <DataTable columns={columns} rows={orders} rowKey={(o) => o.order_id} />;
}
