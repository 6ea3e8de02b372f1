import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** `npm run bench`: the render benchmark in jsdom (kept out of `npm test`: it measures, it does not gate). */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'bench',
    environment: 'jsdom',
    include: ['tests/bench/**/*.bench.tsx'],
    setupFiles: ['tests/support/jsdom-setup.ts', 'tests/bench/bench-setup.ts'],
    testTimeout: 300_000,
  },
});
