import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildDefines } from './vite.config.ts';

const editorDir = fileURLToPath(new URL('./src/editor/', import.meta.url));

/**
 * The page editor's build (`npm run build` runs it after the store's): a separate application in
 * dist/editor/, so not one byte of it can reach the store's pages. The server serves its two pages
 * at /page-builder and /page-builder/canvas (server/routes/page-editor-app.ts), its files under /editor/.
 */
export default defineConfig({
  root: editorDir,
  base: '/editor/',
  publicDir: false,
  plugins: [react()],
  define: buildDefines,
  build: {
    outDir: fileURLToPath(new URL('./dist/editor/', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: { index: `${editorDir}index.html`, canvas: `${editorDir}canvas.html` } },
  },
});
