import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './support';

// Reads the build that `npm start` (the web server of this suite) has just made.
const dist = join(process.cwd(), 'dist');

interface ManifestChunk { file: string; imports?: string[]; isEntry?: boolean }

test('the build contains no Ajv compiler, eval or new Function', () => {
  for (const file of readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(join(dist, 'assets', file), 'utf8');
    expect(code, file).not.toMatch(/new Function\(|\beval\(|compileSchema|ajv\/lib\/compile|addKeyword\(/);
  }
});

test('critical-path JavaScript for / (entry chunk and its static imports) is at most 110 KB gzip', () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  expect(entry).toBeDefined();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  visit((entry as [string, ManifestChunk])[0]);
  const bytes = [...seen].reduce((sum, key) => sum + gzipSync(readFileSync(join(dist, (manifest[key] as ManifestChunk).file))).length, 0);
  console.log(`critical-path JavaScript: ${(bytes / 1024).toFixed(1)} KB gzip in ${seen.size} file(s)`);
  expect(bytes).toBeLessThanOrEqual(110 * 1024);
});
