import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Manifest, manifestKeysOfModules, MODULE_FILES_PATH, type ModuleFiles, staticClosure } from '../contract/module-files';

export { type Manifest, type ManifestChunk, staticClosure } from '../contract/module-files';

/** The store's build as the scripts read it: Vite's manifest, and the manifest key of each module's chunk. */
export interface BuildIndex {
  manifest: Manifest;
  /** Module path (e.g. src/main.tsx) → the manifest key of the chunk it is in. */
  keyOf: Map<string, string>;
}

/** Reads the store's build manifest (dist/.vite/manifest.json) and module files. */
export function readBuild(dist: string): BuildIndex {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const modulesFile = join(dist, MODULE_FILES_PATH);
  const moduleFiles = existsSync(modulesFile) ? (JSON.parse(readFileSync(modulesFile, 'utf8')) as ModuleFiles) : {};
  return { manifest, keyOf: manifestKeysOfModules(manifest, moduleFiles) };
}

/**
 * The manifest keys of the critical path for /: the entry chunk, the app module it loads once the
 * page is shown (src/main.tsx), and everything those import statically.
 */
export function criticalPathKeys({ manifest, keyOf }: BuildIndex): Set<string> {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  const app = keyOf.get('src/main.tsx');
  if (!entry || !app) throw new Error('The build manifest has no entry chunk or no src/main.tsx');
  return staticClosure(manifest, [entry, app]);
}
