import { Link } from 'wouter';
import type { OrderLine } from '../../../contract/order';
import { formatOrderDate, PAYMENT_NOTES, STATUS_LABELS } from './order-labels';
import { formatPrice } from '../../ui/format/price';

/** Orders as a table: number (a link to the order), date, status, items (not on narrow phones) and total. */
export function OrderList({ orders }: { orders: OrderLine[] }) {
  return (
    <table className="account-table">
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          <th scope="col" className="optional-column">
            Items
          </th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.order_id}>
            <td>
              <Link href={`/account/orders/${o.order_id}`}>{o.ordernumber}</Link>
            </td>
            <td>{formatOrderDate(o.created_at)}</td>
            <td>
              {STATUS_LABELS[o.status] ?? o.status}
              {PAYMENT_NOTES[o.payment_status] ? ` · ${PAYMENT_NOTES[o.payment_status]}` : ''}
            </td>
            <td className="optional-column">{o.items}</td>
            <td>{formatPrice(o.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
