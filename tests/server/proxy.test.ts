import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyFromEnv } from '../../server/config';
import { cookieHeader, cookiesFrom, createTestApp, type TestApp } from '../support/test-app';

const ORIGIN = 'https://shop.example';
const setCookies = (header: string | string[] | undefined) => ([] as string[]).concat(header ?? []);

describe('behind a TLS proxy (issue 19)', () => {
  let behind: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    behind = await createTestApp('pglite', '', { trustProxy: trustProxyFromEnv({ TRUST_PROXY: '1' }) });
    direct = await createTestApp('pglite', '');
  });
  afterAll(async () => {
    await behind.close();
    await direct.close();
  });
  const viaProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7', 'x-web-url': ORIGIN };

  it('reads TRUST_PROXY as nobody, every hop, a number of hops or addresses, and refuses anything else', () => {
    expect(trustProxyFromEnv({})).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'false' })).toBe(false);
    // Every hop only when confirmed (issue 36: a forged X-Forwarded-For escaped every limit).
    expect(() => trustProxyFromEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY_CONFIRM=every-hop-is-mine/);
    expect(() => trustProxyFromEnv({ TRUST_PROXY: 'true', TRUST_PROXY_CONFIRM: 'yes' })).toThrow(/number of proxies/);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'true', TRUST_PROXY_CONFIRM: 'every-hop-is-mine' })).toBe(true);
    const hops = trustProxyFromEnv({ TRUST_PROXY: '2' }) as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1), hops('10.0.0.1', 2)]).toEqual([true, true, false]);
    expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })).toBe('10.0.0.0/8, 127.0.0.1');
    for (const bad of ['yes', '<script>', '10.0.0.1; rm -rf /', 'x'.repeat(500)])
      expect(() => trustProxyFromEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must be/);
  });

  it('over https through the proxy: Secure __Host- cookies, HSTS, and the session and XSRF token work under those names', async () => {
    const res = await behind.app.inject({ method: 'GET', url: '/s/api/cookie', headers: viaProxy });
    const raw = setCookies(res.headers['set-cookie']);
    expect(raw.find((c) => c.startsWith('__Host-sid='))).toMatch(/; Secure/i);
    expect(raw.find((c) => c.startsWith('__Host-XSRF-TOKEN='))).toMatch(/; Secure/i);
    expect(raw.some((c) => c.startsWith('sid=') || c.startsWith('XSRF-TOKEN='))).toBe(false);
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
    const cookies = cookiesFrom(res.headers['set-cookie']);
    const write = await behind.app.inject({
      method: 'POST',
      url: '/s/api/auth/otp',
      payload: { phone: '9876500001' },
      headers: { ...viaProxy, cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['__Host-XSRF-TOKEN'] as string },
    });
    expect(write.statusCode).toBe(200);
    // A plain-named cookie (as a sibling subdomain could set) is not the session over https.
    const planted = await behind.app.inject({
      method: 'POST',
      url: '/s/api/auth/otp',
      payload: { phone: '9876500002' },
      headers: {
        ...viaProxy,
        cookie: cookieHeader({ sid: cookies['__Host-sid'] as string, 'XSRF-TOKEN': cookies['__Host-XSRF-TOKEN'] as string }),
        'x-xsrf-token': cookies['__Host-XSRF-TOKEN'] as string,
      },
    });
    expect(planted.statusCode).toBe(403);
  });

  it('a server that trusts no proxy ignores X-Forwarded-Proto: plain cookies, no HSTS', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/s/api/cookie', headers: viaProxy });
    const raw = setCookies(res.headers['set-cookie']);
    expect(raw.find((c) => c.startsWith('sid='))).not.toMatch(/; Secure/i);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('counts sign-in codes per client address from the proxy, so one client does not block everyone behind it', async () => {
    const ask = async (client: string, phone: string) => {
      const headers = { ...viaProxy, 'x-forwarded-for': client };
      const cookies = cookiesFrom((await behind.app.inject({ method: 'GET', url: '/s/api/cookie', headers })).headers['set-cookie']);
      return behind.app.inject({
        method: 'POST',
        url: '/s/api/auth/otp',
        payload: { phone },
        headers: { ...headers, cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['__Host-XSRF-TOKEN'] as string },
      });
    };
    let status = 200;
    for (let i = 0; i < 30 && status === 200; i++) status = (await ask('198.51.100.1', `97000${String(i).padStart(5, '0')}`)).statusCode;
    expect(status, 'one client reaches its hourly limit').toBe(429);
    expect((await ask('198.51.100.2', '9700099999')).statusCode, 'another client behind the same proxy is not blocked').toBe(200);
  });
});
