import { connect } from 'node:net';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const postgresUrl = inject('postgresUrl');

function rawGet(port: number, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/s/api/init', headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the server over real HTTP', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', postgresUrl);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('answers a huge header with a JSON 431 and keeps serving', async () => {
    // A raw socket: the server answers and closes while a normal client would still be writing.
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('error', () => resolve(text));
      socket.on('close', () => resolve(text));
      socket.write(`GET /s/api/init HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'x'.repeat(20 * 1024)}\r\n\r\n`);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ statusCode: 431 });
    const after = await rawGet(port, { 'x-web-url': 'http://localhost:8080' });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body).web.name).toBe('FreshKart');
  });
});
