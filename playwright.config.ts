import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4180);
export const E2E_DIST = process.env.E2E_DIST ?? '.bench/e2e-dist';
/** A fresh database for every run: the suite's rows are all it sees. */
export const E2E_DATA = process.env.E2E_DATA ?? '.bench/e2e-data';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The multi-user tests (two browsers, several accessibility checks each) took 62–73 s on the 2-core CI
  // machine on 2026-11-28 while passing every step: the per-step waits (expect, below) stay short.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.bench/playwright.json' }]],
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A copy of the build, so tests that play "a newer version" never touch dist/.
    command: `node -e "const fs=require('fs');fs.rmSync('${E2E_DIST}',{recursive:true,force:true});fs.rmSync('${E2E_DATA}',{recursive:true,force:true});fs.cpSync('dist','${E2E_DIST}',{recursive:true})" && tsx server/index.ts`,
    url: `http://localhost:${port}/`,
    env: { PORT: String(port), DIST_DIR: E2E_DIST, DATA_DIR: E2E_DATA },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
