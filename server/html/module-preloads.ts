import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalName } from '../../src/generated/components';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The app module src/start.ts loads once the page is shown. */
const APP_MODULE = 'src/main.tsx';

/** Returns the asset URLs to preload for a page's component names (renderers, validators and their imports). */
export type PreloadResolver = (componentNames: readonly string[]) => string[];

/** Reads Vite's manifest from a build; without one (tests, API-only) nothing is preloaded. */
export function loadPreloadResolver(distDir: string): PreloadResolver {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  return createPreloadResolver(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
}

/**
 * Maps a page's component types to the chunks it needs beyond the entry: the app module
 * (src/main.tsx, which the entry loads once the page is shown) and the lazy renderers and validators
 * of those types, each with its imports.
 */
export function createPreloadResolver(manifest: Manifest): PreloadResolver {
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, into);
  };
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loadedByEntry);
  const cache = new Map<string, string[]>();
  const chunksOf = (name: string): string[] => {
    let urls = cache.get(name);
    if (!urls) {
      const keys = new Set<string>();
      for (const [key, chunk] of Object.entries(manifest)) {
        if ((chunk.isDynamicEntry && key.startsWith(`registry/${name}/`)) || key === `src/generated/validators/${name}.js`) closure(key, keys);
      }
      urls = [...keys].filter((key) => !loadedByEntry.has(key)).map((key) => `/${(manifest[key] as ManifestChunk).file}`);
      cache.set(name, urls);
    }
    return urls;
  };
  const appKeys = new Set<string>();
  closure(APP_MODULE, appKeys);
  const appChunks = [...appKeys].filter((key) => !loadedByEntry.has(key)).map((key) => `/${(manifest[key] as ManifestChunk).file}`);
  return (componentNames) => {
    const names = new Set(componentNames.map((n) => canonicalName(n)).filter((n): n is NonNullable<typeof n> => n !== null));
    return [...new Set([...appChunks, ...[...names].flatMap(chunksOf)])];
  };
}
