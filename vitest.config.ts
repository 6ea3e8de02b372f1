import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';
import { serverRenderAliases } from './vite.config.ts';

/** The server suite's files that run in the paired run (two instances on one PostgreSQL). */
const PAIRED = ['tests/server/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/contract/**/*.test.ts'];
/** These start real server processes of their own: never paired. */
const OWN_PROCESSES = [
  'tests/server/two-processes.test.ts',
  'tests/server/startup-checks.test.ts',
  'tests/server/workers.test.ts',
  'tests/server/caching-proxy.test.ts',
];
const serverTests = {
  environment: 'node' as const,
  globalSetup: ['tests/server/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'contract/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'registry/**/*.test.{ts,tsx}',
            'tests/*.test.{ts,tsx}',
            'tests/contract/**/*.test.tsx',
            'tests/security/**/*.test.tsx',
          ],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
          setupFiles: ['tests/support/jsdom-setup.ts'],
        },
      },
      {
        extends: true,
        // Server tests render pages the way the server build does (src/entry-server.tsx). Here on PGlite:
        // server-pair runs the same files on PostgreSQL. A third run of them, on one PostgreSQL instance,
        // checked nothing the paired run does not (README, "Running on PostgreSQL").
        resolve: { alias: serverRenderAliases },
        test: { name: 'server', include: PAIRED, exclude: OWN_PROCESSES, env: { SERVER_DATABASES: 'pglite' }, ...serverTests },
      },
      {
        // The server files the paired run leaves out, on PGlite and on PostgreSQL.
        extends: true,
        resolve: { alias: serverRenderAliases },
        test: { name: 'server-single', include: [...OWN_PROCESSES, 'server/**/*.test.ts', 'scripts/**/*.test.ts'], ...serverTests },
      },
      {
        // The server suite again with every test app made of two instances on one PostgreSQL, requests
        // alternating between them (tests/support/test-app.ts): what one process keeps to itself shows.
        extends: true,
        resolve: { alias: serverRenderAliases },
        test: { name: 'server-pair', include: PAIRED, exclude: OWN_PROCESSES, env: { SERVER_PAIR: '1' }, ...serverTests },
      },
      {
        // Tests that need a real browser (keyboard focus, native dialogs): *.browser.test.tsx.
        extends: true,
        // The accessibility check's test imports axe lazily, as the canvas does: bundled up front, so Vite never reloads mid-run.
        optimizeDeps: { include: ['axe-core'] },
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Every story renders in Debian's Chromium with axe checks (a violation fails the story).
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundle what stories import lazily, so Vite never re-optimises (and reloads) mid-run.
        optimizeDeps: {
          include: [
            'xstate',
            '@xstate/react',
            'dompurify',
            'html-react-parser',
            'css-tree/parser',
            'css-tree/walker',
            'css-tree/generator',
            'wouter',
            'wouter/memory-location',
            'zod/mini',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
