import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A rendered page in each encoding a browser may ask for, compressed once, with its entity tag. */
export interface PageBodies {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Weak: the same page in any of its encodings. */
  etag: string;
}

/** How a page body may be sent. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * On the demo home page (126 KB) brotli 4 takes 1.3 ms for 20.2 KB, 6 1.7 ms for 18.3 KB, 9 84 ms for
 * 18.0 KB and 11 132 ms for 16.6 KB: 6 for a page compressed once and sent many times, 4 for a page
 * sent once (as @fastify/compress does), 11 only for files compressed at build time. On the main
 * thread: zlib's thread pool took 2.2 ms of CPU a page one at a time, and 13 ms with 100 at once on
 * two cores, handing the work to and fro (docs/performance.md).
 */
function encode(identity: Buffer, encoding: Encoding, kept: boolean): Buffer {
  if (encoding === 'identity') return identity;
  if (encoding === 'gzip') return gzipSync(identity, { level: kept ? 6 : 4 });
  return brotliCompressSync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: kept ? 6 : 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
}

const etagOf = (identity: Buffer) => `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;

/** Compresses a page kept for later requests in every encoding, once. */
export function pageBodies(identity: Buffer): PageBodies {
  return { identity, br: encode(identity, 'br', true), gzip: encode(identity, 'gzip', true), etag: etagOf(identity) };
}

/** A page sent once and not kept: only the encoding this request asked for. */
export function pageBody(identity: Buffer, encoding: Encoding): { body: Buffer; etag: string } {
  return { body: encode(identity, encoding, false), etag: etagOf(identity) };
}

/** A `q` parameter of zero (`q=0`, `q=0.0`, `q=0.000`): that coding is refused. */
const REFUSED = /^q=0(?:\.0*)?$/;

/**
 * The encoding to send for an Accept-Encoding header: br, else gzip, else none; `q=0` refuses one.
 * Read by splitting on plain characters, so its cost grows with the header's length and no more (a
 * pattern such as `\s*;\s*` is quadratic on a run of spaces: 147 ms for a 16 KB header).
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';');
    if (params.some((param) => REFUSED.test(param.trim().toLowerCase()))) continue;
    accepted.add(name.trim().toLowerCase());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names this entity tag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}
