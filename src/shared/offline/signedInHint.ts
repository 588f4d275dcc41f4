import { SIGNED_IN_HINT } from './cacheNames.ts';

/**
 * Tells the service worker whether someone is signed in on this device: it then opens `/` on the shell
 * (which sends them on to /dashboard behind its loading screen) instead of drawing the rendered landing
 * page for the moment before the app steps aside. Cache Storage is what page and worker can both read;
 * the name carries the per-user prefix, so signing out (clearUserData) removes it with the rest.
 */
export async function setSignedInHint(signedIn: boolean): Promise<void> {
  if (typeof caches === 'undefined') return;
  if (!signedIn) {
    await caches.delete(SIGNED_IN_HINT.cacheName);
    return;
  }
  const cache = await caches.open(SIGNED_IN_HINT.cacheName);
  await cache.put(SIGNED_IN_HINT.url, new Response('1'));
}
