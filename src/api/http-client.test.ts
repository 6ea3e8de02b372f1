import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './http-client';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
  credentials: RequestCredentials | undefined;
  keepalive: boolean;
}

/** A fake server: records calls; /api/cookie sets the XSRF cookie after a short delay. */
function fakeServer(initialCookies = '') {
  let cookies = initialCookies;
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: init?.body ? String(init.body) : null,
      credentials: init?.credentials,
      keepalive: request.keepalive,
    });
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

  it('sends a write that must outlive the page with keepalive, and others without', async () => {
    const { api, calls } = fakeServer('XSRF-TOKEN=present');
    await api.post('/api/cart/add', { pack_id: 1 }, { keepalive: true });
    await api.post('/api/order/create', { address_id: 7 }, { headers: { 'Idempotency-Key': 'k1' } });
    expect(calls.map((c) => [new URL(c.url).pathname, c.keepalive])).toEqual([
      ['/s/api/cart/add', true],
      ['/s/api/order/create', false],
    ]);
    expect(calls[1]?.headers.get('idempotency-key')).toBe('k1');
    expect(calls[1]?.headers.get('x-xsrf-token')).toBe('present');
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

  it('rejects with the server’s error body on a failed call, its message the server’s text', async () => {
    const { api } = fakeServer();
    await expect(api.get('/api/fail')).rejects.toMatchObject({
      name: 'ApiError',
      status: 422,
      data: { message: 'No such pincode' },
      message: 'No such pincode',
      call: 'GET /api/fail',
    });
  });

  it('rejects with status 0 and a readable message when the store cannot be reached', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const api = createApiClient({ webUrl: 'http://shop.example', readCookies: () => 'XSRF-TOKEN=t', fetch });
    await expect(api.post('/api/cart/add', { pack_id: 1 })).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      data: undefined,
      message: 'The store could not be reached. Please check your connection and try again.',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the API client, at the edges', () => {
  const answer = (status: number, body: string, type = 'application/json') =>
    new Response(body, { status, headers: { 'content-type': type } });

  it('tries a read once more after a server error or a network failure, and then gives up with the status', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(answer(200, '{"ok":true}'))
      .mockResolvedValueOnce(answer(503, '{"message":"busy"}'))
      .mockResolvedValueOnce(answer(503, '{"message":"still busy"}'));
    const api = createApiClient({
      webUrl: 'http://shop.example',
      baseURL: 'http://shop.example/s',
      readCookies: () => 'XSRF-TOKEN=t',
      fetch,
    });
    await expect(api.get('/api/a')).resolves.toEqual({ ok: true });
    await expect(api.get('/api/b')).rejects.toMatchObject({ name: 'ApiError', status: 503, data: { message: 'still busy' } });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('never repeats a write, nor a read that was cancelled', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(answer(503, '{}'));
    const api = createApiClient({ webUrl: 'http://shop.example', readCookies: () => 'XSRF-TOKEN=t', fetch });
    await expect(api.post('/api/order', { a: 1 })).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const controller = new AbortController();
    const aborting = vi.fn<typeof globalThis.fetch>(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const reader = createApiClient({ webUrl: 'http://shop.example', fetch: aborting });
    await expect(reader.get('/api/products', undefined, controller.signal)).rejects.toThrow('aborted');
    expect(aborting).toHaveBeenCalledTimes(1);
  });

  it('leaves out empty query values, repeats arrays, and appends to a path that has a query', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(answer(200, '[]'));
    const api = createApiClient({ webUrl: 'http://shop.example', baseURL: 'http://shop.example/s/', fetch });
    await api.get('/api/products?q=atta', { page: 2, b: ['x', 'y'], none: undefined, nil: null, hostile: '&<script>="' });
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/s/api/products');
    expect([...url.searchParams]).toEqual([
      ['q', 'atta'],
      ['page', '2'],
      ['b', 'x'],
      ['b', 'y'],
      ['hostile', '&<script>="'],
    ]);
  });

  it('answers text as text, an empty body as nothing, and keeps a malformed JSON body as text', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(answer(200, 'plain', 'text/plain'))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(answer(422, '{not json'));
    const api = createApiClient({ webUrl: 'http://shop.example', readCookies: () => 'XSRF-TOKEN=t', fetch });
    await expect(api.get('/api/t')).resolves.toBe('plain');
    await expect(api.delete('/api/x')).resolves.toBeUndefined();
    const file = new Blob(['raw text'], { type: 'text/plain' });
    await expect(api.put('/api/y', file)).rejects.toMatchObject({ name: 'ApiError', status: 422, data: '{not json', message: '{not json' });
    const init = fetch.mock.calls[2]?.[1];
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
  });
});
