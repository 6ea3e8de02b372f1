/**
 * Which file of the store's build each of the app's own modules went to (relative module path → file
 * under dist/), written by the build beside Vite's manifest (scripts/chunk-groups.ts). The manifest
 * has an entry only for a module that heads a chunk; a module grouped into a shared chunk (a component
 * renderer in `blocks`, the app module in `main`) is found through this map.
 */
export type ModuleFiles = Record<string, string>;

/** Where MODULE_FILES lies in a build's output directory. */
export const MODULE_FILES_PATH = '.vite/module-files.json';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), as far as the store reads it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest key of the chunk each module is in: a key that names a module is that module's own
 * chunk (Vite keys a chunk by the module it heads); the others come from the module files.
 */
export function manifestKeysOfModules(manifest: Manifest, moduleFiles: ModuleFiles): Map<string, string> {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keys = new Map<string, string>();
  for (const [module, file] of Object.entries(moduleFiles)) {
    const key = keyOfFile.get(file);
    if (key) keys.set(module, key);
  }
  for (const key of Object.keys(manifest)) if (!key.startsWith('_')) keys.set(key, key);
  return keys;
}

/**
 * The keys of `from` and everything they import statically, transitively, each after what it imports
 * (a page evaluates its chunks in this order, one per task: src/shell/boot/page-modules.ts).
 */
export function staticClosure(manifest: Manifest, from: Iterable<string>): Set<string> {
  const entered = new Set<string>();
  const ordered = new Set<string>();
  const visit = (key: string) => {
    if (entered.has(key) || !manifest[key]) return;
    entered.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
    ordered.add(key);
  };
  for (const key of from) visit(key);
  return ordered;
}

/**
 * Whether a source module is part of what a component type needs to render on a page: its folder's
 * modules and its validator, but not its migration (only a page of another format needs that, and the
 * code that migrates one loads apart).
 */
export const rendersType = (name: string, module: string): boolean =>
  (module.startsWith(`registry/${name}/`) && module !== `registry/${name}/migrate.ts`) || module === `src/generated/validators/${name}.js`;
