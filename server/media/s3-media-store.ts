import { createHash, createHmac } from 'node:crypto';
import type { MediaStore } from './media-store';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces …), addressed path-style. */
export interface S3Config {
  /** e.g. https://s3.ap-south-1.amazonaws.com or http://localhost:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const NAMES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_REGION, default us-east-1): all or none. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config | null {
  const missing = NAMES.filter((name) => !env[name]);
  if (missing.length === NAMES.length) return null;
  if (missing.length) throw new Error(`An S3 bucket for media needs ${missing.join(', ')} as well`);
  const endpoint = new URL(env.S3_ENDPOINT as string);
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') throw new Error('S3_ENDPOINT must be an http(s) URL');
  return {
    endpoint: endpoint.href.replace(/\/+$/, ''),
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
  };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding of one path segment, as Signature Version 4 wants it. */
const encode = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Authorization header of AWS Signature Version 4 for a request: `headers` (lower-case names)
 * are all signed and must include host, x-amz-date and x-amz-content-sha256.
 */
export function signV4(
  request: { method: string; url: URL; headers: Record<string, string> },
  config: Pick<S3Config, 'region' | 'accessKeyId' | 'secretAccessKey'>,
): string {
  const date = request.headers['x-amz-date'] as string;
  const day = date.slice(0, 8);
  const names = Object.keys(request.headers).sort();
  const query = [...request.url.searchParams]
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const canonical = [
    request.method,
    request.url.pathname,
    query,
    ...names.map((name) => `${name}:${(request.headers[name] as string).trim()}`),
    '',
    names.join(';'),
    request.headers['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`;
}

/** A media store in an S3-compatible bucket: objects `{websiteId}/{size}/{file}`, written and read with signed requests. */
export function s3MediaStore(config: S3Config, fetchFn: typeof fetch = fetch, now: () => Date = () => new Date()): MediaStore {
  const send = async (method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer) => {
    const url = new URL(`${config.endpoint}/${encode(config.bucket)}/${key.split('/').map(encode).join('/')}`);
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-date': now()
        .toISOString()
        .replace(/[-:]|\.\d{3}/g, ''),
      'x-amz-content-sha256': sha256(body ?? ''),
    };
    const authorization = signV4({ method, url, headers }, config);
    const { host: _host, ...sent } = headers;
    return fetchFn(url, { method, headers: { ...sent, authorization }, body: body ? new Uint8Array(body) : undefined });
  };
  return {
    async put(websiteId, size, file, body) {
      const response = await send('PUT', `${websiteId}/${size}/${file}`, body);
      if (!response.ok) throw new Error(`The media bucket refused ${file}: ${response.status}`);
    },
    async get(websiteId, size, file) {
      const response = await send('GET', `${websiteId}/${size}/${file}`);
      // A missing object is 404 when the key may list the bucket (AWS answers 403 otherwise: grant s3:ListBucket).
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`The media bucket answered ${response.status} for ${file}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(websiteId, size, file) {
      const response = await send('DELETE', `${websiteId}/${size}/${file}`);
      // S3 answers 204 whether or not the object was there; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw new Error(`The media bucket refused to remove ${file}: ${response.status}`);
    },
  };
}
