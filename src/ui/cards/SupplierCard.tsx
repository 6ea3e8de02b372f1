import { StoreLink } from '../links/StoreLink';
import { CAROUSEL_CARD_IMAGE } from '../carousel/Carousel';
import { StoreImage } from '../media/StoreImage';

/** Props of a supplier card (spec section 3: name, link, avatar or image). */
export interface Supplier {
  name: string;
  avatar?: string;
  image?: string;
  link?: string;
  description?: string;
}

/** A supplier with its picture (`avatar`, else `image`), linking to its `link` (link policy applies). */
export function SupplierCard({ supplier }: { supplier: Supplier }) {
  return (
    <article className="supplier-card">
      <StoreLink href={supplier.link} className="supplier-card-link">
        <StoreImage src={supplier.avatar || supplier.image} alt="" width={400} height={300} sizes={CAROUSEL_CARD_IMAGE} />
        <span className="supplier-card-name">{supplier.name}</span>
      </StoreLink>
      {supplier.description ? <p>{supplier.description}</p> : null}
    </article>
  );
}
