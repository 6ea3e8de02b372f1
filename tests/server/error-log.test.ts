import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const postgresUrl = inject('postgresUrl');

// Issue 36 item 3: the logger was off unless LOG_REQUESTS=1, so about 50 deliberate 500s left nothing
// in the log while docs/api.md said the details go to the server log.
describe('a server error', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', postgresUrl, { logStream: { write: (line) => void lines.push(line) } });
    t.app.get('/s/api/test-failure/:phone', async () => {
      // As a database error carries it: the values in `detail`, which must not reach the log.
      throw Object.assign(new Error('duplicate key value violates unique constraint "users_phone"'), {
        code: '23505',
        detail: 'Key (phone)=(9876543210) already exists.',
      });
    });
  });
  afterAll(() => t.close());

  it('is logged with its request id, route, method and host, without the shopper’s data, and answered plainly', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/s/api/test-failure/9876543210?address=12%20MG%20Road',
      headers: { host: 'freshkart.localhost' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request failed');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 50,
      reqId: expect.any(String),
      method: 'GET',
      route: '/s/api/test-failure/:phone',
      host: 'freshkart.localhost',
      err: { type: 'Error', message: 'duplicate key value violates unique constraint "users_phone"', code: '23505' },
    });
    const text = lines.join('\n');
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain('MG Road');
  });

  it('is the only thing logged: requests that go well are not, unless LOG_REQUESTS asks', async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/s/api/init', headers: { host: 'freshkart.localhost' } })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });
});
