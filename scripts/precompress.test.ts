import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

describe('precompress', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip twins of compressible files big enough to gain, in sub-folders too', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'nested'));
    const script = `export const greeting = ${JSON.stringify('namaste '.repeat(300))};`;
    writeFileSync(join(dir, 'app.js'), script);
    writeFileSync(join(dir, 'nested', 'style.css'), `body { color: red; }\n${'.a { margin: 0 }\n'.repeat(100)}`);
    writeFileSync(join(dir, 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 1));

    expect(precompress(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect(readFileSync(join(dir, 'app.js.br')).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'nested', 'style.css.br'))).toBe(true);
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.gz'))).toBe(false);
  });
});
