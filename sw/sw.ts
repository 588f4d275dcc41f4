/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SW_MESSAGE, type PageToWorkerMessage } from '../src/shared/offline/swMessages.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell, every route chunk, styles, icons and images: all available offline after the first visit.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every in-app navigation is answered by the precached shell; the API and real files are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /\/[^/?]+\.[^/]+$/],
  }),
);

// Take control as soon as this worker is active. An update only becomes active after the user agreed
// (SKIP_WAITING below), and the page reloads then, so claiming never swaps code under a running task.
clientsClaim();

// A new version waits until the page says the user agreed; it never takes over mid-task.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as PageToWorkerMessage | undefined;
  if (data?.type === SW_MESSAGE.skipWaiting) void self.skipWaiting();
});
