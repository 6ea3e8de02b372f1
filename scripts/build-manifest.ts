import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The store's build manifest. */
export const readManifest = (dist: string): Manifest => JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The keys of `from` and everything they import statically, transitively. */
export function staticClosure(manifest: Manifest, from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  from.forEach(visit);
  return seen;
}

/**
 * The manifest keys of the critical path for /: the entry chunk, the app module it loads once the
 * page is shown (src/main.tsx), and everything those import statically.
 */
export function criticalPathKeys(manifest: Manifest): Set<string> {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry || !manifest['src/main.tsx']) throw new Error('The build manifest has no entry chunk or no src/main.tsx');
  return staticClosure(manifest, [entry, 'src/main.tsx']);
}
