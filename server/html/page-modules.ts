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

/** Returns the asset URLs src/start.ts loads after the first paint for a page's component names (renderers, validators and their imports). */
export type PageModuleResolver = (componentNames: readonly string[]) => string[];

/** Reads Vite's manifest from a build; without one (tests, API-only) the list is empty. */
export function loadPageModuleResolver(distDir: string): PageModuleResolver {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  return createPageModuleResolver(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
}

/**
 * Maps a page's component types to the chunks it needs beyond the entry: the app module
 * (src/main.tsx, which the entry loads once the page is shown) and the lazy renderers and validators
 * of those types, each with its imports.
 */
export function createPageModuleResolver(manifest: Manifest): PageModuleResolver {
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, into);
  };
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loadedByEntry);
  // URLs of the chunks the given manifest keys need, with their imports, beyond the entry's.
  const urlsBeyondEntry = (roots: readonly string[]): string[] => {
    const keys = new Set<string>();
    for (const root of roots) closure(root, keys);
    return [...keys].filter((key) => !loadedByEntry.has(key)).map((key) => `/${(manifest[key] as ManifestChunk).file}`);
  };
  const cache = new Map<string, string[]>();
  const chunksOf = (name: string): string[] => {
    let urls = cache.get(name);
    if (!urls) {
      urls = urlsBeyondEntry(
        Object.entries(manifest)
          .filter(
            ([key, chunk]) =>
              (chunk.isDynamicEntry && key.startsWith(`registry/${name}/`)) || key === `src/generated/validators/${name}.js`,
          )
          .map(([key]) => key),
      );
      cache.set(name, urls);
    }
    return urls;
  };
  const appChunks = urlsBeyondEntry([APP_MODULE]);
  return (componentNames) => {
    const names = new Set(componentNames.map((n) => canonicalName(n)).filter((n): n is NonNullable<typeof n> => n !== null));
    return [...new Set([...appChunks, ...[...names].flatMap(chunksOf)])];
  };
}
