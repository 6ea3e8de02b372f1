import type { Pack } from '../../../contract/product';
import type { CartItemDraft } from '../../machines/cart.machine';

/** How a pack of a product shows in the cart before the server has answered. */
export function cartItemDraft(
  product: { product_name: string; slug: string; image?: string; medias: { src: string }[] },
  pack: Pick<Pack, 'pack_id' | 'pack_name' | 'price' | 'act_price' | 'warehouse_id'>,
): CartItemDraft {
  return {
    pack_id: pack.pack_id,
    name: product.product_name,
    pack: pack.pack_name,
    image: product.image || product.medias[0]?.src || '',
    price: pack.price,
    act_price: pack.act_price,
    warehouse_id: pack.warehouse_id,
    slug: product.slug,
  };
}
