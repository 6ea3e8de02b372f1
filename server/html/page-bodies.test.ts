import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { matchesEtag, pageBodies, pageBody, preferredEncoding } from './page-bodies';

describe('a page compressed once', () => {
  it('has the same page in every encoding, and an entity tag that changes with it', () => {
    const html = `<!doctype html><title>₹ 51</title>${'<p>Atta 5 kg</p>'.repeat(200)}`;
    const bodies = pageBodies(Buffer.from(html));
    expect(bodies.identity.toString('utf8')).toBe(html);
    expect(brotliDecompressSync(bodies.br).toString('utf8')).toBe(html);
    expect(gunzipSync(bodies.gzip).toString('utf8')).toBe(html);
    expect(bodies.br.length).toBeLessThan(bodies.identity.length / 10);
    expect(bodies.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(pageBodies(Buffer.from(`${html} `)).etag).not.toBe(bodies.etag);
    expect(pageBodies(Buffer.from(html)).etag).toBe(bodies.etag);
  });

  it('compresses a page sent once only as asked, with the entity tag it would have kept', () => {
    const html = Buffer.from(`<!doctype html><title>₹ 51</title>${'<p>Atta 5 kg</p>'.repeat(200)}`);
    const kept = pageBodies(html);
    expect(brotliDecompressSync(pageBody(html, 'br').body)).toEqual(html);
    expect(gunzipSync(pageBody(html, 'gzip').body)).toEqual(html);
    expect(pageBody(html, 'identity')).toEqual({ body: html, etag: kept.etag });
  });

  it('picks brotli, else gzip, else none, as the browser asks', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('BR')).toBe('br');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('br ; q=0 , gzip ;  q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;level=1;q=0.000')).toBe('identity');
  });

  it('reads a hostile Accept-Encoding as well as a plain one (spaces, separators, repetition)', () => {
    expect(preferredEncoding(`gzip${' '.repeat(65_536)}`)).toBe('gzip');
    expect(preferredEncoding(`br;${' '.repeat(65_536)}q=0`)).toBe('identity');
    expect(preferredEncoding(`${';'.repeat(65_536)}br`)).toBe('identity');
    expect(preferredEncoding(`${', '.repeat(32_768)}br`)).toBe('br');
    expect(preferredEncoding('gzip\u0000, br\t;q=0')).toBe('identity');
  });

  it('matches If-None-Match weakly, in a list or as *', () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"abcd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
