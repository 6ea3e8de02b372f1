import type { Cart } from '../../../contract/cart';

const STORE_KEY = 'checkout.attempt';

/** What identifies a cart for an order attempt: its packs, quantities and offer code. */
export function cartSignature(cart: Cart): string {
  return `${cart.items.map((i) => `${i.pack_id}x${i.quantity}`).join(',')}|${cart.offercode ?? ''}`;
}

/** The Idempotency-Key kept for this cart in sessionStorage, or '' when there is none for it. */
export function storedKey(storage: Storage, signature: string): string {
  try {
    const saved: unknown = JSON.parse(storage.getItem(STORE_KEY) ?? 'null');
    if (
      saved &&
      typeof saved === 'object' &&
      'key' in saved &&
      'cart' in saved &&
      saved.cart === signature &&
      typeof saved.key === 'string'
    )
      return saved.key;
  } catch {
    // A damaged entry is as good as none.
  }
  return '';
}

export function storeKey(storage: Storage, key: string, signature: string): void {
  storage.setItem(STORE_KEY, JSON.stringify({ key, cart: signature }));
}

export function forgetKey(storage: Storage): void {
  storage.removeItem(STORE_KEY);
}
