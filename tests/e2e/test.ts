import { test as base, type BrowserContext } from '@playwright/test';
import path from 'node:path';
import { resetWarmContext, warmContext } from './warmWorker.ts';
import { startWorkerServer, workerFolder, type WorkerServer } from './workerServer.ts';

export { expect } from '@playwright/test';

/** Marks a test that needs the service worker: offline visits, the outbox, caches. */
export const WORKER = { tag: '@worker' } as const;
const FIRST_INSTALL_TAG = '@first-install';
/** A `WORKER` test about the worker's own install or update: it gets a new browser, as a first visit does. */
export const FIRST_INSTALL = { tag: [WORKER.tag, FIRST_INSTALL_TAG] };
const usesWarmBrowser = (tags: string[]) => tags.includes(WORKER.tag) && !tags.includes(FIRST_INSTALL_TAG);

/**
 * The suite's `test`. Each Playwright worker runs its own server on its own copy of the build and its
 * own database, so two workers never see each other's rows (tests/e2e/workerServer.ts).
 *
 * The service worker is blocked unless the test is tagged `WORKER`. Installing the worker means
 * fetching and storing its whole 4 MB precache (about 400 files) behind every new browser context,
 * 7 s on an idle machine and three times that beside a busy test, which slowed every test that never
 * goes offline by about a fifth. Tests that need it share one browser per Playwright worker in which
 * the precache is already installed, emptied of everything else before each test (tests/e2e/warmWorker.ts),
 * except `FIRST_INSTALL` tests, which see the install itself.
 */
export const test = base.extend<{ server: WorkerServer }, { workerServer: WorkerServer; warmBrowser: BrowserContext }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  workerServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.workerIndex);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true },
  ],
  warmBrowser: [
    async ({ browser, workerServer }, use) => {
      const context = await warmContext(browser, workerServer.origin);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ context, warmBrowser }, use, testInfo) => {
    if (!usesWarmBrowser(testInfo.tags)) return use(context);
    await resetWarmContext(warmBrowser);
    await use(warmBrowser);
    // The test's pages would otherwise run on (timers, the worker's replays) beside the next tests.
    await Promise.all(warmBrowser.pages().map((page) => page.close()));
  },
  // The warm browser was made before the test's options were known: its pages take the test's size.
  page: async ({ page, viewport }, use, testInfo) => {
    if (usesWarmBrowser(testInfo.tags) && viewport) await page.setViewportSize(viewport);
    await use(page);
  },
  server: async ({ workerServer }, use) => use(workerServer),
  baseURL: async ({ workerServer }, use) => use(workerServer.origin),
  // eslint-disable-next-line no-empty-pattern
  serviceWorkers: async ({}, use, testInfo) => use(testInfo.tags.includes(WORKER.tag) ? 'allow' : 'block'),
});

/** The running test's server database (to prove what really got stored; open it read-only). */
export const databaseFile = (): string => path.join(workerFolder(test.info().workerIndex), 'data', 'etkilab.sqlite');

/** A file of the running test's copy of the build. */
export const builtFile = (name: string): string => path.join(workerFolder(test.info().workerIndex), 'dist', name);
