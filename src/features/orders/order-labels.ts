import { formatIndiaDate } from '../../ui/format/india-date';

/** How an order's status reads to the shopper. */
export const STATUS_LABELS: Record<string, string> = {
  placed: 'Placed',
  pending_payment: 'Waiting for payment',
  cancelled: 'Cancelled',
  expired: 'Expired: not paid in time',
};

/** How a payment status reads to the shopper (cash on delivery says nothing more). */
export const PAYMENT_NOTES: Record<string, string> = { paid: 'Paid', pending: 'Payment pending', refund_due: 'Refund due' };

/** An order's date as month, day, year ("Nov 21, 2026"), India time. */
export function formatOrderDate(iso: string): string {
  return formatIndiaDate(new Date(iso));
}
