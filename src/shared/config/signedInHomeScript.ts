import { STORAGE_KEYS } from './storageKeys.ts';

/**
 * The rendered home page sends someone signed in on this device on to /dashboard before it is drawn.
 * The app does the same (the home route's guard), but only once its entry has run, which is after the
 * page's first paint: a teacher opening `/` saw the landing page, with its "Giriş Yap", for half a second
 * before the dashboard. Once the worker controls the page it answers `/` with the shell for them
 * (signedInHint.ts); this covers the visits before that (the first minutes on a slow line, while the
 * precache downloads) and browsers without a worker.
 *
 * It reads the saved session as the session store's `looksSignedIn` does (readable, with a user, signed
 * in; the session store's tests hold the two together), hides the page so nothing of it is painted, and
 * replaces the address so Back does not return to it. Like the other inline scripts, its text never
 * changes between builds, so the server's CSP allows it by its hash.
 */
export const SIGNED_IN_HOME_SCRIPT = `(() => {
  let saved = null;
  try {
    saved = JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.session)}));
  } catch {
    return;
  }
  if (!saved || !saved.user || !saved.isAuthenticated) return;
  document.documentElement.hidden = true;
  location.replace('/dashboard');
})();`;
