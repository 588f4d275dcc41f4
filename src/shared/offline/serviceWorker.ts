import type { Workbox } from 'workbox-window';
import { createObservable } from '../lib/observable.ts';
import { whenIdle } from '../lib/whenIdle.ts';
import { SW_MESSAGE, type PageToWorkerMessage } from './swMessages.ts';

/** True when a newer version is installed and waiting for the user's go-ahead. */
export const updateReady = createObservable(false);

let workbox: Workbox | undefined;
let registration: ServiceWorkerRegistration | undefined;

/**
 * How long a page that is never idle keeps the worker waiting. Installing it fetches the whole precache
 * (about 400 files, 3.7 MB): begun at `load`, it ran beside the first page's hydration and data,
 * competing for the tablet's cores and its line.
 */
const IDLE_WAIT_MS = 5000;

/**
 * Registers the worker once the page has loaded and the browser is idle. A new version never takes over
 * on its own: the page shows "Yeni sürüm hazır" and reloads only after the user agrees.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const registerWhenIdle = () => whenIdle(register, IDLE_WAIT_MS);
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}

function register(): void {
  // Its helper library is fetched then too, not with the script every first page waits for.
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
