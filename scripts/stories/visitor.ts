import type { FastifyInstance } from 'fastify';
import type { RecordedAnswer } from '../../src/api/recorded-api';

/** Someone visiting one website of an in-process reference server, with their cookies. */
export interface Visitor {
  origin: string;
  get(path: string): Promise<RecordedAnswer>;
  post(path: string, body: unknown): Promise<RecordedAnswer>;
}

const cookiesOf = (header: string | string[] | undefined): string[] =>
  (Array.isArray(header) ? header : header ? [header] : []).map((cookie) => cookie.split(';')[0] as string);

/** A visitor of `origin`; with `phone`, signed in the way the storefront signs in (a code, the demo's outside production). */
export async function visit(app: FastifyInstance, origin: string, phone?: string): Promise<Visitor> {
  const jar = new Map<string, string>();
  const send = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<RecordedAnswer> => {
    const xsrf = jar.get('XSRF-TOKEN');
    const res = await app.inject({
      method,
      url: `/s${path}`,
      headers: {
        'x-web-url': origin,
        ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json', ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}) } : {}),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    for (const cookie of cookiesOf(res.headers['set-cookie'])) {
      const at = cookie.indexOf('=');
      jar.set(cookie.slice(0, at), cookie.slice(at + 1));
    }
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null };
  };
  const visitor: Visitor = { origin, get: (path) => send('GET', path), post: (path, body) => send('POST', path, body) };
  await visitor.get('/api/cookie');
  if (phone) {
    for (const [path, body] of [
      ['/api/auth/otp', { phone }],
      ['/api/auth/verify', { phone, otp: process.env.OTP_DEV_CODE ?? '123456' }],
    ] as const) {
      const answer = await visitor.post(path, body);
      if (answer.status !== 200)
        throw new Error(`Signing ${phone} in on ${origin}: ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
  return visitor;
}
