/**
 * Writes brotli (.br) and gzip (.gz) twins of the built assets, once at build time, so the server
 * sends them without compressing each response (@fastify/static `preCompressed`).
 * Usage: tsx scripts/precompress.ts dist/assets
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

/** Writes the compressed twins of every compressible file under `dir`; returns how many files it compressed. */
export function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx scripts/precompress.ts <directory>');
  console.log(`precompressed ${precompress(dir)} files in ${dir}`);
}
