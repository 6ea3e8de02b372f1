import { useId, useRef } from 'react';
import { useEarlyChoice } from '../../ui/use-early-choice';
import type { Product } from '../../generated/types/product';
import { discountText } from './product/PackSelector';
import { PackPrice } from './PackPrice';

/** A pack as a card shows it (the page-builder schema's shape of a product). */
type Pack = Product['packs'][number];

interface Props {
  productName: string;
  packs: Pack[];
  selected: number;
  onSelect: (packId: number) => void;
  /** How many of each pack the cart holds, by pack id. */
  inCart: ReadonlyMap<number, number>;
}

/**
 * A card's packs as a radio group, so that Add adds the pack the shopper picked (issue 35: Add always
 * added the first). Each pack says its price, what it saves and how many of it the cart holds.
 */
export function CardPacks({ productName, packs, selected, onSelect, inCart }: Props) {
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyChoice(group, selected, onSelect);
  return (
    <fieldset className="card-packs" ref={group}>
      <legend className="visually-hidden">Pack of {productName}</legend>
      {packs.map((pack) => {
        const count = inCart.get(pack.pack_id) ?? 0;
        const saving = discountText(pack);
        return (
          <label key={pack.pack_id} className={pack.pack_id === selected ? 'card-pack card-pack-selected' : 'card-pack'}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={pack.pack_id}
              checked={pack.pack_id === selected}
              onChange={() => onSelect(pack.pack_id)}
            />
            <span className="pack-name">{pack.pack_name}</span>
            <PackPrice pack={pack} />
            {saving ? <span className="pack-discount">{saving}</span> : null}
            {count > 0 ? <span className="card-pack-count">{count} in cart</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
