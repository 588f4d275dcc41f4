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
 * (about 400 files, 4 MB), which competes for the tablet's cores and its line with whatever runs beside it.
 */
const IDLE_WAIT_MS = 5000;

/** How long after `load` an app that never reports its first page keeps the worker waiting. */
const START_WAIT_MS = 15000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves at the window's `load` (at once if it has passed). */
function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Registers the worker once the page has loaded, the app has `started` (its first page hydrated or drawn)
 * and the browser is idle. `load` alone came too early: a rendered page loads before it is hydrated, and
 * the idle moments between hydration's steps let the install begin beside them (traced on `/blog`: the
 * worker's helper fetched at 590–640 ms, hydration's tasks running until 830 ms, then about 190 precache
 * requests). A new version never takes over on its own: the page shows "Yeni sürüm hazır" and reloads
 * only after the user agrees.
 */
export function registerServiceWorker(started: Promise<unknown>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // An app that failed to start, or never says it has, still gets its worker: what it has cached keeps
  // working offline.
  const pageLoaded = loaded();
  const startedOrGivenUp = Promise.race([started.catch(() => undefined), pageLoaded.then(() => delay(START_WAIT_MS))]);
  void Promise.all([pageLoaded, startedOrGivenUp]).then(() => whenIdle(register, IDLE_WAIT_MS));
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
