import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryFromEnv } from '../../server/telemetry/telemetry-config';
import { serverRenderer } from '../../src/entry-server';
import { createTestApp, type TestApp } from '../support/test-app';

interface Received {
  method: string;
  url: string;
  type: string;
  forwardedFor: string;
  cookie: string;
  body: Buffer;
}

/** A stand-in analytics host that records what the store forwards to it. */
async function fakeAnalyticsHost() {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        type: request.headers['content-type'] ?? '',
        forwardedFor: String(request.headers['x-forwarded-for'] ?? ''),
        cookie: String(request.headers.cookie ?? ''),
        body: Buffer.concat(chunks),
      });
      // A host that answers far more than an event endpoint does (streamed, with no length to go by).
      if (request.url?.includes('huge')) response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(1024 * 1024));
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/relay/`);
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const page = (t: TestApp) => t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } });
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

/** POSTs an event body to the analytics proxy as the SDK does (no XSRF token). */
const ingest = (t: TestApp, url: string, type: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': type, ...headers }, payload });

describe('telemetry configuration', () => {
  it('defaults to no Sentry, environment local and a local analytics key with nowhere to forward', () => {
    expect(telemetryFromEnv({})).toEqual({ sentryDsn: null, environment: 'local', analyticsKey: 'local', analyticsHost: null });
  });

  it('reads the DSN, environment, key and host', () => {
    const config = telemetryFromEnv({
      SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42',
      SENTRY_ENVIRONMENT: 'production',
      POSTHOG_KEY: 'phc_abc123',
      POSTHOG_HOST: 'https://eu.i.posthog.com',
    });
    expect(config).toMatchObject({
      sentryDsn: 'https://abc@o1.ingest.sentry.io/42',
      environment: 'production',
      analyticsKey: 'phc_abc123',
    });
    expect(config.analyticsHost?.href).toBe('https://eu.i.posthog.com/');
  });

  it.each([
    ['SENTRY_DSN', 'not a url'],
    ['SENTRY_DSN', 'javascript:alert(1)'],
    ['POSTHOG_HOST', 'ftp://example.com'],
    ['SENTRY_ENVIRONMENT', '"><script>'],
    ['SENTRY_ENVIRONMENT', 'x'.repeat(65)],
    ['POSTHOG_KEY', 'a b'],
    ['POSTHOG_KEY', 'k'.repeat(101)],
  ])('refuses %s=%s with a message that names it', (name, value) => {
    expect(() => telemetryFromEnv({ [name]: value })).toThrow(name);
  });
});

describe('telemetry in the pages and the analytics proxy', () => {
  let withNothing: TestApp;
  let withBoth: TestApp;
  let host: Awaited<ReturnType<typeof fakeAnalyticsHost>>;
  beforeAll(async () => {
    host = await fakeAnalyticsHost();
    // The page's markup is left to the browser here; the banner's comes from the server build.
    const renderer = { ...serverRenderer, renderPage: async () => null };
    withNothing = await createTestApp('pglite', '', { spa: true, telemetry: telemetryFromEnv({}), renderer });
    withBoth = await createTestApp('pglite', '', {
      spa: true,
      renderer,
      telemetry: telemetryFromEnv({
        SENTRY_DSN: 'https://pub@errors.example.com/7',
        SENTRY_ENVIRONMENT: 'staging',
        POSTHOG_KEY: 'phc_test',
        POSTHOG_HOST: host.url.href,
      }),
    });
  });
  afterAll(async () => {
    await withNothing.close();
    await withBoth.close();
    await host.close();
  });

  it('writes no DSN and the default environment without configuration, and the CSP lets nothing else be contacted', async () => {
    const res = await page(withNothing);
    expect(res.body).not.toContain('name="sentry-dsn"');
    expect(res.body).toContain('<meta name="sentry-environment" content="local">');
    expect(res.body).toContain('<meta name="analytics-key" content="local">');
    expect(directive(String(res.headers['content-security-policy']), 'connect-src')).not.toContain('example.com');
    expect(String(res.headers['content-security-policy'])).not.toContain('worker-src');
  });

  it('writes the configured DSN and environment, and the CSP allows exactly the DSN host', async () => {
    const res = await page(withBoth);
    expect(res.body).toContain('<meta name="sentry-dsn" content="https://pub@errors.example.com/7">');
    expect(res.body).toContain('<meta name="sentry-environment" content="staging">');
    expect(res.body).toContain('<meta name="analytics-key" content="phc_test">');
    const policy = String(res.headers['content-security-policy']);
    expect(directive(policy, 'connect-src')).toContain('https://errors.example.com');
    expect(directive(policy, 'script-src')).not.toContain('errors.example.com');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('sends the consent banner with the page only to a visitor who has not answered', async () => {
    const withCookie = (cookie: string) =>
      withNothing.app.inject({ method: 'GET', url: '/products', headers: { host: 'localhost:8080', cookie } });
    const banner = '<div id="consent-banner"><section class="consent-banner" aria-label="Analytics consent">';
    expect((await page(withNothing)).body).toContain(banner);
    for (const answer of ['granted', 'denied']) {
      expect((await withCookie(`XSRF-TOKEN=x; analytics_consent=${answer}`)).body).not.toContain('id="consent-banner"');
    }
    for (const hostile of [
      'analytics_consent=%3Cscript%3E',
      `analytics_consent=${'g'.repeat(3000)}`,
      'analytics_consent=%E0%A4%A',
      'xanalytics_consent=granted',
      'analytics_consent',
    ]) {
      const res = await withCookie(hostile);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(banner);
      expect(res.body).not.toContain('<script>');
    }
  });

  it('drops events when no analytics host is configured', async () => {
    const res = await ingest(withNothing, '/s/ingest/e/?ip=0', 'application/json', '{"event":"$pageview"}');
    expect(res.statusCode).toBe(204);
    expect(host.received).toEqual([]);
  });

  it('forwards events byte for byte, with the path and query, to the configured host, without the store cookies', async () => {
    const gzipLike = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xff, 0x00, 0x10]);
    const res = await ingest(withBoth, '/s/ingest/e/?compression=gzip-js&ver=1', 'text/plain', gzipLike, {
      cookie: 'sf_session=secret; XSRF-TOKEN=t',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1 });
    const [event] = host.received.slice(-1);
    expect(event).toMatchObject({ method: 'POST', url: '/relay/e/?compression=gzip-js&ver=1', type: 'text/plain', cookie: '' });
    expect(event?.forwardedFor).toBe('127.0.0.1');
    expect(event?.body.equals(gzipLike)).toBe(true);
  });

  it('reads at most 64 KB of the host’s answer: more is a 502, never held whole', async () => {
    const res = await ingest(withBoth, '/s/ingest/e/huge', 'application/json', '{"event":"$pageview"}');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Analytics host unreachable' });
  });

  it('needs no XSRF token (the SDK sends none) and is not an API route', async () => {
    const res = await ingest(withBoth, '/s/ingest/batch/', 'application/json', '{"batch":[]}');
    expect(res.statusCode).toBe(200);
  });

  it.each([
    '/s/ingest/../api/init',
    '/s/ingest/%2e%2e/api/init',
    '/s/ingest/e/<script>',
    '/s/ingest/a\\b',
    '/s/ingest/%2F%2Fevil.example/e',
    '/s/ingest/static/array.js',
    '/s/ingest/decide/?v=3',
    '/s/ingest/',
    '/s/ingest/e/..',
  ])('never forwards %s outside the host path', async (url) => {
    const before = host.received.length;
    await withBoth.app.inject({ method: 'GET', url });
    for (const { url: forwarded } of host.received.slice(before)) {
      expect(forwarded).toMatch(/^\/relay\/[\w./-]*(\?.*)?$/);
      expect(forwarded).not.toContain('..');
    }
    // Only the event endpoints: the host's scripts and other pages are not served from the store's origin.
    if (/static|decide|ingest\/$/.test(url)) expect(host.received.length).toBe(before);
  });

  it('refuses a body over 1 MB and answers 502 when the host is unreachable', async () => {
    const huge = await ingest(withBoth, '/s/ingest/e/', 'text/plain', 'x'.repeat(1024 * 1024 + 1));
    expect(huge.statusCode).toBe(413);
    const down = await createTestApp('pglite', '', { telemetry: telemetryFromEnv({ POSTHOG_HOST: 'http://127.0.0.1:9/' }) });
    const res = await ingest(down, '/s/ingest/e/', 'application/json', '{}');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Analytics host unreachable' });
    await down.close();
  });
});
