import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { answerKey, recordedApi, type RecordedVisit } from './recorded-api';

// Issue 38: page stories answer the store API from a visit recorded from the reference server.
const visit: RecordedVisit = {
  visitor: 'a guest of FreshKart',
  answers: {
    '/api/init': { status: 200, body: { web: { name: 'FreshKart' } } },
    '/api/products?page=1&s=discount': { status: 200, body: { data: ['discounted'] } },
    '/api/products': { status: 200, body: { data: ['all'] } },
    '/api/orders?page=1': { status: 200, body: { data: ['first page'] } },
    '/api/profile': { status: 401, body: { message: 'Please sign in to see your details' } },
  },
};

describe('answerKey', () => {
  it('sorts the query by name, whether inline or given apart, and leaves out empty values', () => {
    expect(answerKey('/api/products?s=discount', { page: 1, q: undefined, brand: null })).toBe('/api/products?page=1&s=discount');
    expect(answerKey('/api/products', { s: 'discount', page: '1' })).toBe('/api/products?page=1&s=discount');
    expect(answerKey('/api/init')).toBe('/api/init');
  });

  it('keeps hostile values as text in the key, encoded', () => {
    expect(answerKey('/api/products', { q: '<script>&s=x' })).toBe('/api/products?q=%3Cscript%3E%26s%3Dx');
  });
});

describe('recordedApi', () => {
  it('answers a recorded GET with a copy of what the server sent', async () => {
    const api = recordedApi(visit);
    const first = await api.get<{ data: string[] }>('/api/products', { s: 'discount', page: 1 });
    expect(first).toEqual({ data: ['discounted'] });
    first.data.push('changed by a screen');
    expect(await api.get('/api/products', { page: 1, s: 'discount' })).toEqual({ data: ['discounted'] });
  });

  it('answers another query of a recorded path with that path’s own answer, else one of its queries', async () => {
    const api = recordedApi(visit);
    expect(await api.get('/api/products', { s: 'price-asc' })).toEqual({ data: ['all'] });
    expect(await api.get('/api/orders', { page: 2 })).toEqual({ data: ['first page'] });
  });

  it('throws the recorded refusal with the server’s message and status', async () => {
    const failure = await recordedApi(visit)
      .get('/api/profile')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: 'Please sign in to see your details' });
  });

  it('names a GET that was not recorded, once per call, and answers it 404', async () => {
    const missing = vi.fn();
    const api = recordedApi(visit, missing);
    await expect(api.get('/api/wishlist')).rejects.toMatchObject({ status: 404, message: 'Nothing was recorded for GET /s/api/wishlist' });
    expect(missing).toHaveBeenCalledWith('GET /s/api/wishlist');
  });

  it('refuses every write, and the GETs that sign out or remove a coupon: a replay shows the store, it does not change it', async () => {
    const api = recordedApi(visit);
    const writes = [
      api.post('/api/cart/add', { pack_id: 1 }),
      api.put('/api/profile', {}),
      api.delete('/api/addresses/1'),
      api.get('/api/auth/logout'),
      api.get('/api/remove/coupon'),
    ];
    for (const write of writes)
      await expect(write).rejects.toMatchObject({ status: 405, message: 'A replayed page does not change the store' });
  });
});
