import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    target: 'es2022',
  },
  server: {
    // The key must be '/s/' (not '/s'), or paths such as /search would be proxied too.
    proxy: { '/s/': { target: `http://localhost:${process.env.API_PORT ?? 8080}` } },
  },
});
