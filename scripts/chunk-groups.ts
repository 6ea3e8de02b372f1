/**
 * Which chunk of the store's build a module goes to (Rolldown's `output.codeSplitting.groups`).
 *
 * Left to automatic chunking, the store's build had 122 files, and `/` asked for 53 scripts while it
 * started: every module shared by two lazy chunks became a file of its own, and every component type
 * two (its renderer and its validator). Each file is a request, an `import()` and a compile and an
 * evaluation task on the page's main thread, and work for the browser process and the server beside it.
 * Grouped instead:
 * - `main`: everything the app module (src/main.tsx) imports statically, beyond the entry's and React
 *   DOM's own: one file, loaded once the page is shown;
 * - `blocks`: the page-builder components' renderers (every type but `screen` and `html-block`) and
 *   validators, with what only they use: one file for any page made of them;
 * - `shared`: what those components share with the rest of the app's lazy code (a product card, the
 *   store image), so that a screen does not load the blocks.
 */

import { MODULE_FILES_PATH, type ModuleFiles } from '../contract/module-files.ts';

interface GraphInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface Graph {
  getModuleInfo(id: string): GraphInfo | null;
}

const APP_MODULE = /\/src\/main\.tsx$/;
const ENTRY_MODULE = /\/src\/start\.ts$/;
const REACT_DOM_CLIENT = /\/node_modules\/react-dom\/client\.js$/;
/**
 * A page-builder component's renderer or validator. Not grouped: `screen` (the app's own screens) and
 * `html-block`, whose renderer imports the sanitiser (DOMPurify, 22 KB) that only pages with store
 * HTML should load.
 */
const BLOCK_ROOT =
  /\/registry\/(?!screen\/|html-block\/)[a-z-]+\/[A-Z][A-Za-z]+\.tsx$|\/src\/generated\/validators\/(?!screen\.js$)[a-z-]+\.js$/;

/** Modules reachable from `roots` by static imports, not entering `stopAt`. */
function staticClosure(graph: Graph, roots: Iterable<string>, stopAt: (id: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const child of graph.getModuleInfo(id)?.importedIds ?? []) if (!stopAt(child)) stack.push(child);
  }
  return seen;
}

/** Assigns every module of the graph to `main`, `blocks`, `shared` or automatic chunking (null). */
export function classifyModules(graph: Graph, moduleIds: Iterable<string>): Map<string, string> {
  const ids = [...moduleIds];
  const find = (pattern: RegExp) => ids.filter((id) => pattern.test(id));
  const dynamicTargets = new Set(ids.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
  const loadedApart = staticClosure(graph, [...find(ENTRY_MODULE), ...find(REACT_DOM_CLIENT)]);
  const app = staticClosure(graph, find(APP_MODULE));
  const settled = (id: string) => loadedApart.has(id) || app.has(id);
  const blockRoots = ids.filter((id) => BLOCK_ROOT.test(id));
  const otherLazyRoots = [...dynamicTargets].filter((id) => !BLOCK_ROOT.test(id) && !settled(id));
  const blocks = staticClosure(graph, blockRoots, settled);
  const others = staticClosure(graph, otherLazyRoots, settled);
  const groups = new Map<string, string>();
  for (const id of app) if (!loadedApart.has(id)) groups.set(id, 'main');
  for (const id of blocks) if (!settled(id)) groups.set(id, others.has(id) ? 'shared' : 'blocks');
  return groups;
}

interface OutputChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  moduleIds?: readonly string[];
}

/**
 * The build's plugin and its one chunk group. The plugin reads the module graph when the build has it
 * (`buildEnd`), and the group's name function, called later while chunks are made, answers from it.
 * A grouped module has no entry of its own in Vite's manifest, so the plugin also writes where each
 * module went (contract/module-files.ts; the server finds a page's component code through it).
 */
export function chunkGroups() {
  let groups = new Map<string, string>();
  let root = process.cwd();
  return {
    plugin: {
      name: 'store-chunk-groups',
      configResolved(config: { root: string }) {
        root = config.root;
      },
      buildEnd(this: Graph & { getModuleIds(): IterableIterator<string> }) {
        groups = classifyModules(this, this.getModuleIds());
      },
      generateBundle(
        this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string },
        _options: unknown,
        bundle: Record<string, OutputChunk>,
      ) {
        const files: ModuleFiles = {};
        for (const chunk of Object.values(bundle))
          for (const id of chunk.type === 'chunk' ? (chunk.moduleIds ?? []) : [])
            if (id.startsWith(`${root}/`) && !id.includes('/node_modules/')) files[id.slice(root.length + 1)] = chunk.fileName;
        this.emitFile({ type: 'asset', fileName: MODULE_FILES_PATH, source: `${JSON.stringify(files, null, 1)}\n` });
      },
    },
    group: { name: (id: string) => groups.get(id) ?? null, includeDependenciesRecursively: false },
  };
}
