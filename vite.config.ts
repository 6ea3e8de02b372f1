import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { eagerWrappersPlugin } from './scripts/eager-wrappers.ts';
import { DEFAULT_ICON_API_URL, DEFAULT_IMAGE_BASE_URL, mediaBase } from './contract/media-bases.ts';
import { headerMapping } from './src/shell/header/header-mapping.ts';

/**
 * A deployment's settings fixed in the bundle at build time: where images and icons come from
 * (contract/media-bases.ts) and the deployer's names for the owner's header controls (header-mapping.ts).
 */
export const buildDefines = {
  __IMAGE_BASE_URL__: JSON.stringify(mediaBase(process.env.IMAGE_BASE_URL, 'IMAGE_BASE_URL', DEFAULT_IMAGE_BASE_URL)),
  __ICON_API_URL__: JSON.stringify(mediaBase(process.env.ICON_API_URL, 'ICON_API_URL', DEFAULT_ICON_API_URL)),
  __HEADER_CONTROLS__: JSON.stringify(headerMapping(process.env.HEADER_CONTROLS)),
};

/** Modules swapped for their server twins when the app renders on the server (the SSR build, server tests). */
export const serverRenderAliases = [
  // The server sanitises store HTML with jsdom's DOM; the browser with the page's own.
  { find: /^\.\/purify-window$/, replacement: fileURLToPath(new URL('./src/sanitise/purify-window.server.ts', import.meta.url)) },
];

/**
 * @xstate/react imports the `use-sync-external-store` shims, which carry a fallback for React before 18
 * into the store's critical path; React 19 has the hook itself, and the package's non-shim entries
 * use it (0.2 KB gzip less on every page; docs/performance.md).
 */
const builtInStoreHook = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
];

export default defineConfig(({ isSsrBuild }) => {
  const chunks = chunkGroups();
  return {
    plugins: isSsrBuild ? [react()] : [react(), chunks.plugin, eagerWrappersPlugin()],
    resolve: { alias: isSsrBuild ? serverRenderAliases : builtInStoreHook },
    // The server build carries its own production React (and everything that imports React, so there is
    // one copy): external, React would follow the server's NODE_ENV, which is not "production" in the demo.
    ...(isSsrBuild
      ? {
          ssr: { noExternal: true, external: ['jsdom'] },
          define: { ...buildDefines, 'process.env.NODE_ENV': JSON.stringify('production') },
        }
      : { define: buildDefines }),
    build: {
      manifest: !isSsrBuild,
      // A dynamic import does not add <link rel=modulepreload> for its chunk's imports: the server lists
      // each page's modules and src/start.ts loads them in parallel, and every link added from script
      // costs main-thread time while the page starts. The HTML preloads the entry's own imports (the
      // bundler's small runtime), which would otherwise be asked for only once the entry has arrived.
      // The store has one stylesheet (src/shell/store.css imports every type's own), linked by the HTML. Split,
      // every import() in the app carried that file as a dependency to load first: 0.2 KB gzip of the critical path.
      cssCodeSplit: false,
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
          hostType === 'html' ? deps : [],
      },
      target: isSsrBuild ? 'node20' : 'es2022',
      ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [chunks.group] } } } }),
    },
    server: {
      // The key must be '/s/' (not '/s'), or paths such as /search would be proxied too.
      proxy: { '/s/': { target: `http://localhost:${process.env.API_PORT ?? 8080}` } },
    },
  };
});
