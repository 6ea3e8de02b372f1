import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
const storybookPort = Number(process.env.STORYBOOK_PORT ?? 6106);

/** Browser tests run against `npm start` on a fresh embedded database. */
export default defineConfig({
  // Browser journeys, and the browser half of the security suite.
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Budgets for a machine of CI's kind at half the speed of the one a journey was written on: a checkout
  // journey took 12 s on a warm, idle machine and 20 s in the suite (issue 32). Two workers, the server
  // and Chromium share two cores: a full page load plus a lazy screen can pass 5 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Recorded on a retry only: a trace of every action (DOM snapshots, screencast) made each journey
    // about 11 s slower here, enough to push long ones past their budget (issue 32).
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'browser', testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'], testIgnore: ['security/xss.spec.ts'] },
    // The XSS corpus runs its own server and hundreds of page loads: after the journeys, so neither slows the other.
    { name: 'xss', testMatch: ['security/xss.spec.ts'], dependencies: ['browser'] },
    // The storefront in front of a store that is not ours (issue 34): its own server, after the journeys.
    { name: 'spec-store', testMatch: ['spec-store/**/*.spec.ts'], dependencies: ['browser'] },
    // Lighthouse measures speed: it runs alone, after everything else has finished.
    { name: 'lighthouse', testMatch: ['bench/lighthouse.spec.ts'], dependencies: ['xss', 'spec-store'], fullyParallel: false },
  ],
  // In order: the store first (its build writes src/generated/, which the Storybook build then reads), then the
  // built Storybook for the page stories' comparison with the store (tests/e2e/stories-vs-store.spec.ts).
  webServer: [
    {
      command: 'npm start',
      url: `http://localhost:${port}/s/api/init`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // Every browser test signs in from 127.0.0.1: more than the 20 codes an hour and 30 sign-in requests a
      // minute one address gets by default. The other rate limits stay at their defaults.
      env: {
        PORT: String(port),
        DATA_DIR: join(tmpdir(), `storefront-e2e-${Date.now()}`),
        OTP_PER_CLIENT_PER_HOUR: '500',
        RATE_LIMIT_SIGN_IN: '600',
      },
    },
    {
      command: `npx storybook build --quiet --output-dir .test-results/storybook && tsx scripts/serve-static.ts .test-results/storybook ${storybookPort}`,
      url: `http://localhost:${storybookPort}/index.json`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
