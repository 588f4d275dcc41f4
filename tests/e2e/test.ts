import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** Marks a test that needs the service worker: offline visits, the outbox, caches, updates. */
export const WORKER = { tag: '@worker' } as const;

/**
 * The suite's `test`: the service worker is blocked unless the test is tagged `WORKER`. Installing the
 * worker means fetching and storing its whole 4 MB precache (about 400 files) behind every new browser
 * context, 7 s on an idle machine and three times that beside a busy test, which slowed every test
 * that never goes offline by about a fifth.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  serviceWorkers: async ({}, use, testInfo) => use(testInfo.tags.includes(WORKER.tag) ? 'allow' : 'block'),
});
