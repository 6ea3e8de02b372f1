import { useSyncExternalStore } from 'react';
import { readWishlists, type WishlistCategory, WishlistCategorySchema } from '../../../contract/wishlist';
import type { ApiClient } from '../../api/http-client';

interface State {
  lists: WishlistCategory[] | null;
  /** Products' wishlist flags as toggled by this visit's updates, where the lists do not say what is on them. */
  flags: ReadonlyMap<number, boolean>;
  /** `list:product` pairs put on (true) or taken off (false) a list in this visit, where the list does not say. */
  marks: ReadonlyMap<string, boolean>;
}

let state: State = { lists: null, flags: new Map(), marks: new Map() };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const mark = (listId: number, productId: number) => `${listId}:${productId}`;

/**
 * Whether the lists say which products they hold (`product_ids`, our extension), so that they decide the
 * heart. No lists say nothing: the product's own flag decides.
 */
const listsKnowTheirProducts = (lists: WishlistCategory[]) => lists.length > 0 && lists.every((list) => list.product_ids !== undefined);

/** The list a store's answer to creating one names: the answer itself, its `data`, or the last of that name in a list of them. */
function newListIn(answer: unknown, name: string): WishlistCategory | null {
  const candidates = [answer, (answer as { data?: unknown } | null)?.data];
  for (const candidate of candidates) {
    const one = WishlistCategorySchema.safeParse(candidate);
    if (one.success) return one.data;
    const many = Array.isArray(candidate) ? candidate : (candidate as { WishlistCategories?: unknown } | null)?.WishlistCategories;
    if (Array.isArray(many)) {
      const found = many.flatMap((item) => {
        const read = WishlistCategorySchema.safeParse(item);
        return read.success && read.data.name === name.trim() ? [read.data] : [];
      });
      if (found.length) return found.at(-1) ?? null;
    }
  }
  return null;
}

/** Whether a product is on a list, as far as this visit knows. */
export function isOnList(list: WishlistCategory, productId: number, marks: State['marks'] = state.marks): boolean {
  return marks.get(mark(list.id, productId)) ?? list.product_ids?.includes(productId) ?? false;
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
  /**
   * Makes a list (POST /s/api/wishlistCategory; spec section 7 shows no answer): the new list is read
   * from the answer (itself, its `data`, or a list of them), else the lists are asked for again and the
   * newest of that name is it. Throws only when the store refused, or the list is nowhere.
   */
  async create(api: ApiClient, name: string): Promise<WishlistCategory> {
    const answer = await api.post<unknown>('/api/wishlistCategory', { name });
    const known = new Set((state.lists ?? []).map((l) => l.id));
    let list = newListIn(answer, name);
    if (!list) {
      const lists = readWishlists(await api.get<unknown>('/api/wishlist'));
      const named = lists.filter((l) => l.name === name.trim());
      list = named.filter((l) => !known.has(l.id)).at(-1) ?? named.at(-1) ?? null;
      if (!list) throw new Error('The wishlist was not made. Please try again.');
    }
    // A new list holds nothing yet, whether or not the store says so.
    const made = list;
    set({ lists: [...(state.lists ?? []).filter((l) => l.id !== made.id), { ...made, product_ids: made.product_ids ?? [] }] });
    return made;
  },
  /** Renames a list (PUT /s/api/wishlistCategory/{id}, ours); the new name shows once the server agrees. */
  async rename(api: ApiClient, listId: number, name: string): Promise<void> {
    const answer = WishlistCategorySchema.parse(await api.put(`/api/wishlistCategory/${listId}`, { name }));
    set({ lists: (state.lists ?? []).map((l) => (l.id === listId ? { ...l, name: answer.name } : l)) });
  },
  /** Deletes a list with what is on it (DELETE /s/api/wishlistCategory/{id}, ours). */
  async remove(api: ApiClient, listId: number): Promise<void> {
    await api.delete(`/api/wishlistCategory/${listId}`);
    set({ lists: (state.lists ?? []).filter((l) => l.id !== listId) });
  },
  /**
   * Puts the product on the list or takes it off (`wishlisted`: the heart as shown); the state changes
   * only after the server agrees. Our server answers `in_list`; without it the update toggled the
   * membership and the product's flag (spec section 4: the flag toggles after a successful update).
   */
  async toggle(api: ApiClient, productId: number, listId: number, wishlisted: boolean): Promise<boolean> {
    const answer = await api.post<unknown>('/api/wishlist/update', { product_id: productId, wishlist_category_id: listId });
    const said = answer && typeof answer === 'object' && 'in_list' in answer ? answer.in_list : undefined;
    const lists = state.lists ?? [];
    const list = lists.find((l) => l.id === listId);
    const inList = typeof said === 'boolean' ? said : !(list && isOnList(list, productId));
    const known = listsKnowTheirProducts(lists);
    set({
      lists: lists.map((l) =>
        l.id !== listId || !l.product_ids
          ? l
          : {
              ...l,
              product_ids: inList
                ? [productId, ...l.product_ids.filter((id) => id !== productId)]
                : l.product_ids.filter((id) => id !== productId),
            },
      ),
      marks: new Map(state.marks).set(mark(listId, productId), inList),
      flags: known ? state.flags : new Map(state.flags).set(productId, typeof said === 'boolean' ? said : !wishlisted),
    });
    return inList;
  },
};

/** Whether a product is on any wishlist: the loaded lists decide when they say what they hold, else the product's flag as toggled. */
export function isWishlisted({ lists, flags }: State, productId: number, flag: boolean): boolean {
  if (lists && listsKnowTheirProducts(lists)) return lists.some((l) => l.product_ids?.includes(productId));
  return flags.get(productId) ?? flag;
}

/** The wishlists' state: the loaded lists (null until loaded) and what this visit changed on them. */
export function useWishlistState(): State {
  return useSyncExternalStore(wishlistStore.subscribe, wishlistStore.snapshot, wishlistStore.snapshot);
}

/** Whether a product is on any wishlist (see {@link isWishlisted}). */
export function useWishlisted(productId: number, flag: boolean): boolean {
  return isWishlisted(useWishlistState(), productId, flag);
}
