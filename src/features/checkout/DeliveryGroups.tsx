import { useId } from 'react';
import type { Cart, DeliveryGroup, DeliverySlot, ShippingChoice } from '../../../contract/cart';
import { deliveryDay, windowText } from '../../ui/format/delivery-day';

const slotValue = (slot: DeliverySlot) => `${slot.del_date} ${slot.del_start_time}-${slot.del_end_time}`;
const slotText = (slot: DeliverySlot) => `${deliveryDay(slot.del_date)}, ${windowText(`${slot.del_start_time}-${slot.del_end_time}`)}`;

function whenText(group: DeliveryGroup, pincode: string | null): string {
  if (group.delivery_charge_id === null) return `Not delivered to ${pincode ?? 'this pincode'}`;
  if (group.external_shipping) return `By courier, expected ${group.del_date ? deliveryDay(group.del_date) : 'soon'}`;
  if (group.del_date && group.del_start_time && group.del_end_time) {
    return `Arrives ${slotText({ del_date: group.del_date, del_start_time: group.del_start_time, del_end_time: group.del_end_time })}`;
  }
  return 'Delivery slot to be confirmed';
}

/** The slot picker of one delivery: its offered slots, the one in effect selected. */
function SlotPicker({ group, chargeId, onChoose }: { group: DeliveryGroup; chargeId: number; onChoose: (choice: ShippingChoice) => void }) {
  const id = useId();
  const current = group.slots.find(
    (s) => s.del_date === group.del_date && s.del_start_time === group.del_start_time && s.del_end_time === group.del_end_time,
  );
  return (
    <span className="delivery-slot">
      <label htmlFor={id}>Delivery slot</label>
      <select
        id={id}
        value={current ? slotValue(current) : ''}
        onChange={(event) => {
          const slot = group.slots.find((s) => slotValue(s) === event.target.value);
          if (slot) onChoose({ delivery_charge_id: chargeId, ...slot });
        }}
      >
        {current ? null : <option value="">Choose a slot</option>}
        {group.slots.map((slot) => (
          <option key={slotValue(slot)} value={slotValue(slot)}>
            {slotText(slot)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The deliveries an order will arrive in: which items and when (with a slot picker where there is a choice). */
export function DeliveryGroups({
  cart,
  pincode,
  onChoose,
}: {
  cart: Cart;
  pincode: string | null;
  onChoose?: (choice: ShippingChoice) => void;
}) {
  const groups = cart.grouped_items;
  if (groups.length === 0) return null;
  return (
    <ol className="delivery-groups" aria-label="Deliveries">
      {groups.map((group, index) => (
        <li key={group.warehouse_id}>
          {/* Not the group's `name`: that is the store's warehouse, an internal word (issue 35). */}
          <strong>{groups.length > 1 ? `Delivery ${index + 1} of ${groups.length}` : 'Delivery'}</strong>
          <span className="delivery-when">{whenText(group, pincode)}</span>
          {onChoose && group.delivery_charge_id !== null && group.slots.length > 1 ? (
            <SlotPicker group={group} chargeId={group.delivery_charge_id} onChoose={onChoose} />
          ) : null}
          <span className="delivery-items">{group.items.map((i) => `${i.name} (${i.pack})`).join(', ')}</span>
        </li>
      ))}
    </ol>
  );
}
