import type { Browser, BrowserContext, Page } from '@playwright/test';

/** Workbox's precache caches: the one thing a warm browser keeps from one test to the next. */
const PRECACHE_PREFIX = 'workbox-precache';
const CLEAN_TIMEOUT_MS = 15_000;

/**
 * A browser whose service worker has installed the whole precache once. Tests tagged `WORKER` run in
 * it one after another instead of each installing 4 MB into a new browser (7 s idle, up to 20 s on a
 * busy machine). Between tests everything but the precache goes (`resetWarmContext`), so each test
 * still meets a device that has visited once and holds nothing else.
 */
export async function warmContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, locale: 'tr-TR', timezoneId: 'Europe/Istanbul', serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
  });
  await page.close();
  return context;
}

/**
 * Leaves the warm browser as a new device that has loaded the app once: no service worker registered
 * (the next visit registers it again, and its install finds every file already cached), no storage,
 * no cookies, no caches but the precache, online, no routes, no extra permissions.
 */
export async function resetWarmContext(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await context.clearCookies();
  await context.clearPermissions();
  await Promise.all(context.pages().map((page) => page.close()));

  const page = await context.newPage();
  try {
    await page.goto('/robots.txt');
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    });
    // Unregistering finishes once no page uses the worker: clear storage from a page opened after this one.
    await page.close();
    await clearOrigin(context);
  } finally {
    if (!page.isClosed()) await page.close();
  }
}

/**
 * Empties the origin's storage but the precache. IndexedDB databases are emptied store by store rather
 * than deleted: the unregistered worker may still hold them open for a moment (Chromium keeps a worker
 * the test driver is attached to), and a deletion would wait for it.
 */
async function clearOrigin(context: BrowserContext): Promise<void> {
  const page: Page = await context.newPage();
  try {
    await page.goto('/robots.txt');
    await page.evaluate(
      async ({ precachePrefix, timeout }) => {
        if ((await navigator.serviceWorker.getRegistrations()).length > 0) throw new Error('The previous test’s service worker is still registered.');
        window.localStorage.clear();
        window.sessionStorage.clear();
        for (const name of await caches.keys()) if (!name.startsWith(precachePrefix)) await caches.delete(name);
        const request = <T>(call: IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            call.onsuccess = () => resolve(call.result);
            call.onerror = () => reject(call.error ?? new Error('IndexedDB request failed'));
          });
        const emptyDatabase = async (name: string) => {
          const database = await request(indexedDB.open(name));
          const stores = [...database.objectStoreNames];
          if (stores.length > 0) {
            const transaction = database.transaction(stores, 'readwrite');
            await Promise.all(stores.map((store) => request(transaction.objectStore(store).clear())));
          }
          database.close();
        };
        const names = (await indexedDB.databases()).flatMap((database) => (database.name ? [database.name] : []));
        await Promise.race([
          Promise.all(names.map(emptyDatabase)),
          new Promise((_, reject) => setTimeout(() => reject(new Error(`IndexedDB could not be emptied: ${names.join(', ')}`)), timeout)),
        ]);
      },
      { precachePrefix: PRECACHE_PREFIX, timeout: CLEAN_TIMEOUT_MS },
    );
  } finally {
    await page.close();
  }
}
