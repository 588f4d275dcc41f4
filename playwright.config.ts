import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, DEFAULT_BROWSER } from './scripts/browser.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  // Two workers, each with its own server and database (tests/e2e/test.ts); a file's tests stay in order.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The multi-user tests (two browsers, several accessibility checks each) took 62–73 s on the 2-core CI
  // machine on 2026-11-28 while passing every step: the per-step waits (expect, below) stay short.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.bench/playwright.json' }]],
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || DEFAULT_BROWSER,
      args: CHROMIUM_FLAGS,
    },
  },
});
