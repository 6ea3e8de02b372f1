import type { Cart } from '../../api/contracts/entities';
import { deliveryDay, windowText } from '../../ui/format/delivery-day';

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
                : group.delivery_date && group.window ? `Arrives ${deliveryDay(group.delivery_date)}, ${windowText(group.window)}` : 'Delivery slot to be confirmed'}
          </span>
          <span className="delivery-items">{group.pack_ids.map((id) => names.get(id)).filter(Boolean).join(', ')}</span>
        </li>
      ))}
    </ol>
  );
}
