import { test as base } from '@playwright/test';
import path from 'node:path';
import { startWorkerServer, workerFolder, type WorkerServer } from './workerServer.ts';

export { expect } from '@playwright/test';

/** Marks a test that needs the service worker: offline visits, the outbox, caches, updates. */
export const WORKER = { tag: '@worker' } as const;

/**
 * The suite's `test`. Each Playwright worker runs its own server on its own copy of the build and its
 * own database, so two workers never see each other's rows (tests/e2e/workerServer.ts).
 *
 * The service worker is blocked unless the test is tagged `WORKER`. Installing the worker means
 * fetching and storing its whole 4 MB precache (about 400 files) behind every new browser context,
 * 7 s on an idle machine and three times that beside a busy test, which slowed every test that never
 * goes offline by about a fifth.
 */
export const test = base.extend<{ server: WorkerServer }, { workerServer: WorkerServer }>({
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
  server: async ({ workerServer }, use) => use(workerServer),
  baseURL: async ({ workerServer }, use) => use(workerServer.origin),
  // eslint-disable-next-line no-empty-pattern
  serviceWorkers: async ({}, use, testInfo) => use(testInfo.tags.includes(WORKER.tag) ? 'allow' : 'block'),
});

/** The running test's server database (to prove what really got stored; open it read-only). */
export const databaseFile = (): string => path.join(workerFolder(test.info().workerIndex), 'data', 'etkilab.sqlite');

/** A file of the running test's copy of the build. */
export const builtFile = (name: string): string => path.join(workerFolder(test.info().workerIndex), 'dist', name);
