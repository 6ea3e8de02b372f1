import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './http-client';

interface Call { url: string; method: string; headers: Headers; body: string | null; credentials: RequestCredentials | undefined }

/** A fake server: records calls; /api/cookie sets the XSRF cookie after a short delay. */
function fakeServer(initialCookies = '') {
  let cookies = initialCookies;
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ url: request.url, method: request.method, headers: request.headers, body: init?.body ? String(init.body) : null, credentials: init?.credentials });
    const path = new URL(request.url).pathname;
    if (path === '/s/api/cookie') {
      await new Promise((r) => setTimeout(r, 5));
      cookies = 'other=1; XSRF-TOKEN=tok%2Ben';
      return Response.json({ ok: true });
    }
    if (path === '/s/api/fail') return Response.json({ message: 'No such pincode' }, { status: 422 });
    return Response.json({ path, method: request.method });
  });
  const api = createApiClient({ webUrl: 'http://shop.example', baseURL: 'http://shop.example/s', readCookies: () => cookies, fetch });
  return { api, calls };
}

describe('the API client', () => {
  it('GETs with credentials and x-web-url, returning the body', async () => {
    const { api, calls } = fakeServer();
    await expect(api.get('/api/init')).resolves.toEqual({ path: '/s/api/init', method: 'GET' });
    expect(calls[0]?.headers.get('x-web-url')).toBe('http://shop.example');
    expect(calls[0]?.credentials).toBe('include');
  });

  it('passes query parameters', async () => {
    const { api, calls } = fakeServer();
    await api.get('/api/products', { q: 'atta dal', page: 2 });
    expect(calls[0]?.url).toBe('http://shop.example/s/api/products?q=atta+dal&page=2');
  });

  it('fetches the XSRF cookie before the first write, then echoes it', async () => {
    const { api, calls } = fakeServer();
    await expect(api.post('/api/cart/add', { pack_id: 1 })).resolves.toEqual({ path: '/s/api/cart/add', method: 'POST' });
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual(['GET /s/api/cookie', 'POST /s/api/cart/add']);
    expect(calls[1]?.headers.get('x-xsrf-token')).toBe('tok+en');
    expect(calls[1]?.body).toBe('{"pack_id":1}');
  });

  it('asks for the cookie once when several writes start together', async () => {
    const { api, calls } = fakeServer();
    await Promise.all([api.post('/api/a'), api.put('/api/b'), api.delete('/api/c')]);
    expect(calls.filter((c) => c.url.endsWith('/api/cookie'))).toHaveLength(1);
    for (const call of calls.filter((c) => c.method !== 'GET')) expect(call.headers.get('x-xsrf-token')).toBe('tok+en');
    expect(calls.map((c) => c.method).sort()).toEqual(['DELETE', 'GET', 'POST', 'PUT']);
  });

  it('does not ask for the cookie when it is there already', async () => {
    const { api, calls } = fakeServer('XSRF-TOKEN=present');
    await api.put('/api/x', { a: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('x-xsrf-token')).toBe('present');
  });

  it('rejects with the server’s error body on a failed call', async () => {
    const { api } = fakeServer();
    await expect(api.get('/api/fail')).rejects.toMatchObject({ status: 422, data: { message: 'No such pincode' } });
  });
});
