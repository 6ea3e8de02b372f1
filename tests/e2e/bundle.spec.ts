import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { criticalPathKeys, type ManifestChunk, readBuild } from '../../scripts/build-manifest';
import { expect, test } from './support';
import { EARLY_TAPS_SCRIPT } from '../../contract/early-taps';

// Reads the build that `npm start` (the web server of this suite) has just made.
const dist = join(process.cwd(), 'dist');

const scripts = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dir, f));

test('the build, the page editor’s included, contains no Ajv compiler, eval or new Function', () => {
  const files = [...scripts(join(dist, 'assets')), ...scripts(join(dist, 'editor', 'assets'))];
  expect(files.some((file) => file.includes(join('editor', 'assets')))).toBe(true);
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    expect(code, file).not.toMatch(/new Function\(|\beval\(|compileSchema|ajv\/lib\/compile|addKeyword\(/);
  }
});

test('not one byte of the page editor is in the store’s build (issue 21)', () => {
  // Every module of the build, the grouped ones (scripts/chunk-groups.ts) included.
  const modules = [...readBuild(dist).keyOf.keys()];
  expect(modules).toContain('src/main.tsx');
  expect(modules.filter((module) => module.startsWith('src/editor/'))).toEqual([]);
  // The editor's own messages name it: none of the store's files carries them, all of the editor's pages do.
  const marks = /editor:page|canvas:select/;
  for (const file of scripts(join(dist, 'assets'))) expect(readFileSync(file, 'utf8'), file).not.toMatch(marks);
  expect(scripts(join(dist, 'editor', 'assets')).filter((file) => marks.test(readFileSync(file, 'utf8'))).length).toBeGreaterThanOrEqual(2);
});

/** The files of the critical path for / (scripts/build-manifest.ts: the entry, src/main.tsx, their static imports). */
function criticalPath(): string[] {
  const build = readBuild(dist);
  return [...criticalPathKeys(build)].map((key) => join(dist, (build.manifest[key] as ManifestChunk).file));
}

test('critical-path JavaScript for / (the head’s inline script, the entry chunk and its static imports) is at most 110 KB gzip', () => {
  const files = criticalPath();
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, gzipSync(EARLY_TAPS_SCRIPT).length);
  console.log(`critical-path JavaScript: ${(bytes / 1024).toFixed(1)} KB gzip in ${files.length} file(s) and the inline script`);
  expect(bytes).toBeLessThanOrEqual(110 * 1024);
});

test('no Sentry or PostHog code on the critical path, only in lazy chunks', () => {
  // `__SENTRY__` is Sentry's global carrier; every PostHog build names itself.
  const telemetry = /__SENTRY__|posthog/i;
  const critical = new Set(criticalPath());
  for (const file of critical) expect(readFileSync(file, 'utf8'), file).not.toMatch(telemetry);
  const lazy = readdirSync(join(dist, 'assets'))
    .map((f) => join(dist, 'assets', f))
    .filter((f) => f.endsWith('.js') && !critical.has(f));
  // Control: the pattern does find both SDKs in the build.
  expect(lazy.filter((f) => /__SENTRY__/.test(readFileSync(f, 'utf8')))).not.toEqual([]);
  expect(lazy.filter((f) => /posthog/i.test(readFileSync(f, 'utf8')))).not.toEqual([]);
});
