import type { Workbox } from 'workbox-window';
import { createObservable } from '../lib/observable.ts';
import { SW_MESSAGE, type PageToWorkerMessage } from './swMessages.ts';

/** True when a newer version is installed and waiting for the user's go-ahead. */
export const updateReady = createObservable(false);

let workbox: Workbox | undefined;
let registration: ServiceWorkerRegistration | undefined;

/**
 * Registers the worker. A new version never takes over on its own: the page
 * shows "Yeni sürüm hazır" and reloads only after the user agrees.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The worker is registered after the page has loaded anyway: its helper library need not be part of
  // the script every first page waits for.
  void import('workbox-window')
    .then(({ Workbox }) => {
      workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => updateReady.set(true));
      // A tab left open for days still learns about new versions.
      window.setInterval(() => void workbox?.update().catch(() => undefined), 60 * 60 * 1000);
      return workbox.register();
    })
    .then((reg) => {
      registration = reg;
    })
    // Some browsers refuse a worker (private windows, storage turned off), and a page offline before its
    // first visit finished cannot load the helper: the app then simply works online only.
    .catch(() => undefined);
}

/** Switches to the waiting version, then reloads once it controls the page. */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  const message: PageToWorkerMessage = { type: SW_MESSAGE.skipWaiting };
  registration?.waiting?.postMessage(message);
}
