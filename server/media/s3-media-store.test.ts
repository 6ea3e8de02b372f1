import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ConfigFromEnv, s3MediaStore, signV4 } from './s3-media-store';

// Issue 21, item 5: uploaded images go to an S3-compatible bucket when one is configured.
describe('Signature Version 4', () => {
  it('signs AWS’s own example (S3 documentation, "GET Object") to the letter', () => {
    const authorization = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-amz-date': '20130524T000000Z',
        },
      },
      { region: 'us-east-1', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 settings', () => {
  it('are all or none, and say which are missing', () => {
    expect(s3ConfigFromEnv({})).toBeNull();
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'media' })).toThrow(
      'An S3 bucket for media needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as well',
    );
    expect(() => s3ConfigFromEnv({ S3_ENDPOINT: 'ftp://x', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL',
    );
    expect(
      s3ConfigFromEnv({ S3_ENDPOINT: 'http://localhost:9000/', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    ).toEqual({
      endpoint: 'http://localhost:9000',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
  });
});

describe('the S3 media store, against a stand-in bucket', () => {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; url: string; authorization: string; hash: string; bodyHash: string }[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const { createHash } = await import('node:crypto');
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: String(request.headers.authorization),
      hash: String(request.headers['x-amz-content-sha256']),
      bodyHash: createHash('sha256').update(body).digest('hex'),
    });
    if (request.method === 'PUT') {
      objects.set(request.url ?? '', body);
      response.end();
    } else if (request.method === 'DELETE') {
      objects.delete(request.url ?? '');
      response.writeHead(204).end();
    } else if (objects.has(request.url ?? '')) response.end(objects.get(request.url ?? ''));
    else response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
  });
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('writes and reads objects by website, size and name, each request signed with its body’s hash', async () => {
    const store = s3MediaStore({ endpoint, bucket: 'store-media', region: 'ap-south-1', accessKeyId: 'KEY', secretAccessKey: 'SECRET' });
    await store.put(7, 'medium', 'monsoon-0123456789ab.jpg.webp', Buffer.from('webp bytes'));
    expect(await store.get(7, 'medium', 'monsoon-0123456789ab.jpg.webp')).toEqual(Buffer.from('webp bytes'));
    expect(await store.get(7, 'large', 'monsoon-0123456789ab.jpg.webp')).toBeNull();
    await store.remove(7, 'medium', 'monsoon-0123456789ab.jpg.webp');
    await store.remove(7, 'medium', 'monsoon-0123456789ab.jpg.webp');
    expect(await store.get(7, 'medium', 'monsoon-0123456789ab.jpg.webp')).toBeNull();
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(2);
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/store-media/7/medium/monsoon-0123456789ab.jpg.webp' });
    for (const request of seen) {
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=KEY\/\d{8}\/ap-south-1\/s3\/aws4_request,SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
      );
      expect(request.hash).toBe(request.bodyHash);
    }
  });
});
