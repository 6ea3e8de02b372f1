import type { Cart } from '../../api/contracts/entities';

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** "Mon, 23 Nov" for a YYYY-MM-DD day in India. */
export function deliveryDay(date: string): string {
  const parsed = new Date(`${date}T12:00:00+05:30`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}

/** The deliveries an order will arrive in: which items, from where, and when. */
export function DeliveryGroups({ cart, pincode }: { cart: Cart; pincode: string | null }) {
  const groups = cart.groups ?? [];
  if (groups.length === 0) return null;
  const names = new Map(cart.items.map((i) => [i.pack_id, `${i.product_name} (${i.pack_name})`]));
  return (
    <ol className="delivery-groups" aria-label="Deliveries">
      {groups.map((group, index) => (
        <li key={group.warehouse_id}>
          <strong>{groups.length > 1 ? `Delivery ${index + 1} of ${groups.length}: ` : 'Delivery: '}{group.name}</strong>
          <span className="delivery-when">
            {group.delivery_charge_id === null ? `Not delivered to ${pincode ?? 'this pincode'}`
              : group.external_shipping ? `By courier, expected ${group.delivery_date ? deliveryDay(group.delivery_date) : 'soon'}`
                : group.delivery_date && group.window ? `Arrives ${deliveryDay(group.delivery_date)}, ${group.window.replace('-', '–')}` : 'Delivery slot to be confirmed'}
          </span>
          <span className="delivery-items">{group.pack_ids.map((id) => names.get(id)).filter(Boolean).join(', ')}</span>
        </li>
      ))}
    </ol>
  );
}
