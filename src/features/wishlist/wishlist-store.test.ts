import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/http-client';
import { wishlistStore } from './wishlist-store';

/** A store API whose create answer is `answer`, and whose lists are `lists`. */
function storeApi(answer: () => unknown, lists: unknown[] = []) {
  const get = vi.fn(async () => ({ WishlistCategories: lists }));
  const api: ApiClient = {
    get: get as unknown as ApiClient['get'],
    post: vi.fn(async () => answer()) as unknown as ApiClient['post'],
    put: vi.fn(),
    delete: vi.fn(),
  };
  return { api, get };
}

// Spec section 7: POST /api/wishlistCategory {name} → toast "Wishlist added successfully"; its answer is not shown.
describe('wishlistStore.create', () => {
  it('reads the new list from an answer that is the list, or holds it under data', async () => {
    expect(await wishlistStore.create(storeApi(() => ({ id: 7, name: 'Monthly' })).api, 'Monthly')).toMatchObject({
      id: 7,
      name: 'Monthly',
    });
    expect(await wishlistStore.create(storeApi(() => ({ status: true, data: { id: '8', name: 'Diwali' } })).api, 'Diwali')).toMatchObject({
      id: 8,
    });
    expect(
      await wishlistStore.create(
        storeApi(() => ({
          WishlistCategories: [
            { id: 1, name: 'Old' },
            { id: 9, name: 'Party' },
          ],
        })).api,
        'Party',
      ),
    ).toMatchObject({
      id: 9,
    });
  });

  it('asks for the lists again when the answer does not name it (a message, nothing), and takes the newest of that name', async () => {
    const { api, get } = storeApi(
      () => ({ message: 'Wishlist added successfully' }),
      [
        { id: 3, name: 'Weekly' },
        { id: 12, name: 'Snacks' },
      ],
    );
    expect(await wishlistStore.create(api, ' Snacks ')).toMatchObject({ id: 12, name: 'Snacks' });
    expect(get).toHaveBeenCalledWith('/api/wishlist');
    expect(wishlistStore.snapshot().lists?.filter((l) => l.id === 12)).toEqual([{ id: 12, name: 'Snacks', product_ids: [] }]);
    expect(await wishlistStore.create(storeApi(() => null, [{ id: 13, name: 'Fruit' }]).api, 'Fruit')).toMatchObject({ id: 13 });
  });

  it('fails when the store refused, or the list is nowhere to be found', async () => {
    const refused = storeApi(() => {
      throw Object.assign(new Error('400'), { data: { message: 'Please enter a name' } });
    });
    await expect(wishlistStore.create(refused.api, 'x')).rejects.toThrow('400');
    await expect(wishlistStore.create(storeApi(() => 'ok', [{ id: 1, name: 'Other' }]).api, 'Missing')).rejects.toThrow(
      'The wishlist was not made. Please try again.',
    );
  });
});
