import { useId, useRef } from 'react';
import { useEarlyChoice } from '../../../ui/use-early-choice';
import type { Pack } from '../../../../contract/product';
import { formatPrice } from '../../../ui/format/price';
import { PackPrice } from '../PackPrice';

/** What a pack saves, as shoppers read it: "20% off" or "₹10 off"; '' when nothing. */
export function discountText(pack: Pick<Pack, 'price' | 'act_price' | 'discount'> & { discount_type?: string | null }): string {
  if (pack.act_price <= pack.price || pack.discount <= 0) return '';
  return pack.discount_type === 'percent' ? `${pack.discount}% off` : `${formatPrice(pack.discount)} off`;
}

/**
 * The packs of a product as a radio group, each with its price, the actual price struck through, the
 * discount, and the store's limit per order when it has one.
 */
export function PackSelector({ packs, selected, onSelect }: { packs: Pack[]; selected: number; onSelect: (packId: number) => void }) {
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyChoice(group, selected, onSelect);
  return (
    <fieldset className="pack-selector" ref={group}>
      <legend>Choose a pack</legend>
      {packs.map((pack) => {
        const saving = discountText(pack);
        return (
          <label key={pack.pack_id} className={pack.pack_id === selected ? 'pack-option pack-option-selected' : 'pack-option'}>
            <input
              type="radio"
              name={name}
              value={pack.pack_id}
              checked={pack.pack_id === selected}
              onChange={() => onSelect(pack.pack_id)}
            />
            <span className="pack-name">{pack.pack_name}</span>
            <PackPrice pack={pack} />
            {saving ? <span className="pack-discount">{saving}</span> : null}
            {pack.max_quantity ? <span className="pack-limit">At most {pack.max_quantity} per order</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
