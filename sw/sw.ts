/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SW_MESSAGE, type PageToWorkerMessage } from '../src/shared/offline/swMessages.ts';
import { renderedPageFile } from '../src/shared/config/renderedPages.ts';
import { SIGNED_IN_HINT } from '../src/shared/offline/cacheNames.ts';
import { acknowledge, announceStatus, handleOutboxPost, isOutboxPost, replay } from './outbox.ts';
import { registerRuntimeCaching, renderedPages } from './runtimeCaching.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell, every route chunk, styles, icons and images: all available offline after the first visit.
cleanupOutdatedCaches();
// Earlier versions kept article pages under this name; every rendered page now has the cache `rendered-pages`.
self.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(self.caches.delete('blog-pages')));
// `/` is not the shell's index.html here: the navigation route below answers it with the rendered home page.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

// Every in-app navigation is answered: the landing page by its precached rendered HTML; another public page
// by the network's rendered page or the copy kept from an earlier visit, else the shell, which draws it
// (an article from the blog answers kept offline); any other path by the shell. The API and real files are
// not. Someone signed in on this device opens `/` on the shell, which sends them to their dashboard, rather
// than on the landing page they would see only for a moment.
const shell = createHandlerBoundToURL('/index.html');
const signedIn = async (): Promise<boolean> => (await self.caches.match(SIGNED_IN_HINT.url, { cacheName: SIGNED_IN_HINT.cacheName })) !== undefined;
registerRoute(
  new NavigationRoute(
    async (options) => {
      const page = renderedPageFile(options.url.pathname, options.url.search);
      if (!page || (options.url.pathname === '/' && (await signedIn()))) return shell(options);
      const precached = await matchPrecache(page);
      if (precached) return precached;
      return (await renderedPages.handle(options).catch(() => undefined)) ?? shell(options);
    },
    { denylist: [/^\/api\//, /\/[^/?]+\.[^/]+$/] },
  ),
);

// Blog answers (network first, stored copy offline) and blog images (cache first). Auth, profile and
// every other per-user call has no route here, so it always goes to the network.
registerRuntimeCaching();

// Contact and newsletter posts: kept and replayed when the network fails (docs/architecture.md#offline-and-the-service-worker, the outbox).
registerRoute(isOutboxPost, handleOutboxPost, 'POST');

// Take control as soon as this worker is active. An update only becomes active after the user agreed
// (SKIP_WAITING below), and the page reloads then, so claiming never swaps code under a running task.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as PageToWorkerMessage | undefined;
  switch (data?.type) {
    // A new version waits until the page says the user agreed; it never takes over mid-task.
    case SW_MESSAGE.skipWaiting:
      void self.skipWaiting();
      break;
    // Safari has no sync event: the page asks on `online` and at app open.
    case SW_MESSAGE.outboxReplay:
      event.waitUntil(replay().then(announceStatus));
      break;
    case SW_MESSAGE.outboxStatus:
      event.waitUntil(announceStatus());
      break;
    case SW_MESSAGE.outboxAcknowledge:
      event.waitUntil(acknowledge(data.ids));
      break;
    default:
      break;
  }
});
