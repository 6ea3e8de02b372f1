import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';
import { serverRenderAliases } from './vite.config.ts';

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
        // Server tests render pages the way the server build does (src/entry-server.tsx).
        resolve: { alias: serverRenderAliases },
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The server suite again with every test app made of two instances on one PostgreSQL, requests
        // alternating between them (tests/support/test-app.ts): what one process keeps to itself shows.
        extends: true,
        resolve: { alias: serverRenderAliases },
        test: {
          name: 'server-pair',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          // These start real server processes of their own.
          exclude: [
            'tests/server/two-processes.test.ts',
            'tests/server/startup-checks.test.ts',
            'tests/server/workers.test.ts',
            'tests/server/caching-proxy.test.ts',
          ],
          env: { SERVER_PAIR: '1' },
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
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
