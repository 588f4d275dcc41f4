import { expect, test, WORKER } from './test.ts';
import { signIn, waitForServiceWorker } from './helpers.ts';

/**
 * `WORKER` tests share one browser per Playwright worker (tests/e2e/warmWorker.ts). The first test
 * leaves everything a user could leave behind; the second, run next in the same browser, must find a
 * device that has only the precache.
 */
test.describe.configure({ mode: 'serial' });

test('a signed-in user leaves storage, caches and a worker behind', WORKER, async ({ page, context }) => {
  await signIn(page, 'student');
  await waitForServiceWorker(page);
  await context.addCookies([{ name: 'left', value: 'behind', url: page.url() }]);
  await page.evaluate(async () => {
    await (await caches.open('left-behind')).put('/left-behind', new Response('x'));
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('left-behind', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('rows');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const transaction = open.result.transaction('rows', 'readwrite');
        transaction.objectStore('rows').put('x', 'row');
        transaction.oncomplete = () => resolve();
      };
    });
  });
  await context.setOffline(true);
});

test('the next test finds only the precache', WORKER, async ({ page, context }) => {
  expect(await context.cookies()).toEqual([]);
  await page.goto('/robots.txt');
  const left = await page.evaluate(async () => {
    const rows = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('left-behind');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const names = [...open.result.objectStoreNames];
        if (names.length === 0) return resolve(0);
        const count = open.result.transaction('rows').objectStore('rows').count();
        count.onsuccess = () => resolve(count.result);
      };
    });
    return {
      online: navigator.onLine,
      storage: window.localStorage.length,
      caches: await caches.keys(),
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
      rows,
    };
  });
  expect(left).toEqual({ online: true, storage: 0, caches: [expect.stringMatching(/^workbox-precache/)], registrations: 0, rows: 0 });
});
