import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalName } from '../../src/generated/components';
import {
  type Manifest,
  manifestKeysOfModules,
  MODULE_FILES_PATH,
  type ModuleFiles,
  rendersType,
  staticClosure,
} from '../../contract/module-files';
import { screenModuleOf } from '../../contract/screen-modules';
import { allComponents } from '../../contract/component-tree';

/** The app module src/start.ts loads once the page is shown. */
const APP_MODULE = 'src/main.tsx';

/** A page's component as the resolver reads it: its name, and for a screen the data naming which. */
export interface PlacedComponent {
  name: string;
  data?: unknown;
}

/**
 * Returns the asset URLs src/start.ts loads after the first paint for a page's components (renderers,
 * validators, screens) and for other source modules it shows (the shell's lazy parts), with their imports,
 * each after what it imports (src/start.ts evaluates them one per task in this order).
 */
export type PageModuleResolver = (components: readonly PlacedComponent[], modules?: readonly string[]) => string[];

/** Reads Vite's manifest and the module files from a build; without a manifest (tests, API-only) the list is empty. */
export function loadPageModuleResolver(distDir: string): PageModuleResolver {
  const read = (path: string): unknown => JSON.parse(readFileSync(join(distDir, path), 'utf8'));
  if (!existsSync(join(distDir, '.vite', 'manifest.json'))) return () => [];
  const moduleFiles = existsSync(join(distDir, MODULE_FILES_PATH)) ? (read(MODULE_FILES_PATH) as ModuleFiles) : {};
  return createPageModuleResolver(read('.vite/manifest.json') as Manifest, moduleFiles);
}

/**
 * Maps a page's components to the chunks it needs beyond the entry: the app module (src/main.tsx,
 * which the entry loads once the page is shown), the lazy renderers and validators of their types and
 * the built-in screens they place, each with its imports (types grouped into one chunk share it).
 */
export function createPageModuleResolver(manifest: Manifest, moduleFiles: ModuleFiles = {}): PageModuleResolver {
  const keyOf = manifestKeysOfModules(manifest, moduleFiles);
  const loadedByEntry = staticClosure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );
  // URLs of the chunks the given manifest keys need, with their imports, beyond the entry's.
  const urlsBeyondEntry = (roots: readonly string[]): string[] =>
    [...staticClosure(manifest, roots)]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => `/${(manifest[key] as { file: string }).file}`);
  const cache = new Map<string, string[]>();
  const chunksOf = (name: string): string[] => {
    let urls = cache.get(name);
    if (!urls) {
      const roots = [...keyOf].filter(([module]) => rendersType(name, module)).map(([, key]) => key);
      urls = urlsBeyondEntry([...new Set(roots)]);
      cache.set(name, urls);
    }
    return urls;
  };
  const app = keyOf.get(APP_MODULE);
  const appChunks = app ? urlsBeyondEntry([app]) : [];
  const screenChunksOf = (data: unknown): string[] => {
    const screen = keyOf.get(screenModuleOf(data) ?? '');
    return screen ? urlsBeyondEntry([screen]) : [];
  };
  return (placed, modules = []) => {
    // A layout's components need their code too.
    const components = allComponents(placed);
    const names = new Set(components.map((c) => canonicalName(c.name)).filter((n): n is NonNullable<typeof n> => n !== null));
    const screens = components.filter((c) => canonicalName(c.name) === 'screen').flatMap((c) => screenChunksOf(c.data));
    const others = urlsBeyondEntry(modules.flatMap((module) => keyOf.get(module) ?? []));
    return [...new Set([...appChunks, ...[...names].flatMap(chunksOf), ...screens, ...others])];
  };
}
