import type { Pack } from '../../../contract/product';
import { formatPrice } from '../../ui/format/price';

/** A pack's price, with the actual price struck through when it is discounted (cards and the product page). */
export function PackPrice({ pack }: { pack: Pick<Pack, 'price' | 'act_price'> }) {
  return (
    <span className="pack-price">
      <span className="price">{formatPrice(pack.price)}</span>
      {pack.act_price > pack.price ? (
        <s className="price-was" aria-label={`was ${formatPrice(pack.act_price)}`}>
          {formatPrice(pack.act_price)}
        </s>
      ) : null}
    </span>
  );
}
