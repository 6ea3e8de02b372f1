import { useSyncExternalStore } from 'react';
import { readWishlists, type WishlistCategory, WishlistCategorySchema } from '../../../contract/wishlist';
import type { ApiClient } from '../../api/http-client';

type State = { lists: WishlistCategory[] | null };

let state: State = { lists: null };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The signed-in shopper's wishlists, shared by every card and the product page (loaded once, on first use). */
export const wishlistStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => state,
  /** Loads the lists unless they are loaded or loading. */
  load(api: ApiClient): Promise<void> {
    loading ??= api.get<unknown>('/api/wishlist').then(
      (body) => set({ lists: readWishlists(body) }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  },
  async create(api: ApiClient, name: string): Promise<WishlistCategory> {
    const list = WishlistCategorySchema.parse(await api.post('/api/wishlistCategory', { name }));
    set({ lists: [...(state.lists ?? []), list] });
    return list;
  },
  /** Puts the product on the list or takes it off; the state changes only after the server agrees. */
  async toggle(api: ApiClient, productId: number, listId: number): Promise<boolean> {
    const answer = await api.post<{ in_list: boolean }>('/api/wishlist/update', { product_id: productId, wishlist_category_id: listId });
    set({
      lists: (state.lists ?? []).map((l) =>
        l.id !== listId
          ? l
          : {
              ...l,
              product_ids: answer.in_list
                ? [productId, ...l.product_ids.filter((id) => id !== productId)]
                : l.product_ids.filter((id) => id !== productId),
            },
      ),
    });
    return answer.in_list;
  },
};

/** Whether a product is on any wishlist: the loaded lists decide, else the product's own flag. */
export function useWishlisted(productId: number, flag: boolean): boolean {
  const { lists } = useSyncExternalStore(wishlistStore.subscribe, wishlistStore.snapshot, wishlistStore.snapshot);
  return lists ? lists.some((l) => l.product_ids.includes(productId)) : flag;
}

/** The loaded wishlists (null until loaded). */
export function useWishlists(): WishlistCategory[] | null {
  return useSyncExternalStore(wishlistStore.subscribe, wishlistStore.snapshot, wishlistStore.snapshot).lists;
}
