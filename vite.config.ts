import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { eagerWrappersPlugin } from './scripts/eager-wrappers.ts';

/** Modules swapped for their server twins when the app renders on the server (the SSR build, server tests). */
export const serverRenderAliases = [
  // The server sanitises store HTML with jsdom's DOM; the browser with the page's own.
  { find: /^\.\/purify-window$/, replacement: fileURLToPath(new URL('./src/sanitise/purify-window.server.ts', import.meta.url)) },
];

export default defineConfig(({ isSsrBuild }) => {
  const chunks = chunkGroups();
  return {
    plugins: isSsrBuild ? [react()] : [react(), chunks.plugin, eagerWrappersPlugin()],
    resolve: { alias: isSsrBuild ? serverRenderAliases : [] },
    // The server build carries its own production React (and everything that imports React, so there is
    // one copy): external, React would follow the server's NODE_ENV, which is not "production" in the demo.
    ...(isSsrBuild
      ? { ssr: { noExternal: true, external: ['jsdom'] }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
      : {}),
    build: {
      manifest: !isSsrBuild,
      // A dynamic import does not add <link rel=modulepreload> for its chunk's imports: the server lists
      // each page's modules and src/start.ts loads them in parallel, and every link added from script
      // costs main-thread time while the page starts. The HTML preloads the entry's own imports (the
      // bundler's small runtime), which would otherwise be asked for only once the entry has arrived.
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
