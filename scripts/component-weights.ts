/**
 * `tsx scripts/component-weights.ts` (run by `npm run build` after the editor's build): the JavaScript
 * and CSS each component type adds to a page, read from the store's build manifest and gzipped, for
 * the page editor's weight meter (dist/editor/assets/component-weights.json).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { componentNames } from '../src/generated/components';
import { criticalPathKeys, readBuild, staticClosure } from './build-manifest';
import type { ComponentWeights } from '../contract/component-weights';
import { rendersType } from '../contract/module-files';

const dist = new URL('../dist', import.meta.url).pathname;
const build = readBuild(dist);
const { manifest } = build;
const critical = criticalPathKeys(build);
const gzip = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

const files: Record<string, number> = {};
const components: ComponentWeights['components'] = {};
for (const name of componentNames) {
  // What loading the type fetches beyond the critical path: its renderer, its validator, their own imports and CSS.
  const keys = [
    ...staticClosure(
      manifest,
      [...build.keyOf].filter(([module]) => rendersType(name, module)).map(([, key]) => key),
    ),
  ].filter((key) => !critical.has(key));
  const own = keys.flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
  for (const file of own) files[file] ??= gzip(file);
  components[name] = own;
}
const criticalBytes = [...critical].reduce((sum, key) => sum + gzip(manifest[key]!.file), 0);
const weights: ComponentWeights = { criticalPath: criticalBytes, files, components };
writeFileSync(join(dist, 'editor', 'assets', 'component-weights.json'), `${JSON.stringify(weights)}\n`);
console.log(`component weights: ${componentNames.length} types, critical path ${(criticalBytes / 1024).toFixed(1)} KB gzip`);
