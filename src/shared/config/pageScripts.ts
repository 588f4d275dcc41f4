/**
 * A rendered page arrives drawn, so its scripts wait for its first paint: on a slow line the 150 KB of
 * JavaScript would otherwise share the bandwidth with the page's styles and images, and on a fast one
 * the browser may run the app (and hydrate) before it paints what it already has. The page's links work
 * meanwhile; the app starts a frame later.
 *
 * Until the app calls `hydrateRoot`, a tap on one of the page's buttons (a forest scene's item, the menu)
 * would do nothing, and a form sent would leave the page with its fields in the address. The loader
 * holds back a sent form and remembers the last such action; the app does it again as soon as React
 * listens (from then on React hydrates what is used at once and answers it itself).
 *
 * The build writes the page's script addresses into `#page-scripts` (JSON) and this loader inline. The
 * loader's text never changes between builds, so the server's CSP allows exactly it by its hash and
 * still forbids every other inline script.
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** What `#page-scripts` holds: the entry module, then the page's chunks to fetch beside it. */
export interface PageScripts {
  entry: string;
  preload: string[];
}

/** A button tapped, or a form sent (by its submit button, if one was used), before the app started. */
export type EarlyAction = { tap: HTMLButtonElement } | { submit: HTMLFormElement; submitter: HTMLElement | null };

/** The loader's hand-over on `window`: stops watching and gives the last early action, if any. */
export const TAKE_EARLY_ACTION = 'takeEarlyAction';
export type EarlyActionWindow = Window & { [TAKE_EARLY_ACTION]?: () => EarlyAction | null };

export const START_AFTER_FIRST_PAINT = `(() => {
  let lastAction = null;
  const onTap = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button's work is its form's: that is held back below.
    if (button && !(button.type === 'submit' && button.form)) lastAction = { tap: button };
  };
  const onSubmit = (event) => {
    event.preventDefault();
    lastAction = { submit: event.target, submitter: event.submitter };
  };
  document.addEventListener('click', onTap, true);
  document.addEventListener('submit', onSubmit, true);
  window.${TAKE_EARLY_ACTION} = () => {
    document.removeEventListener('click', onTap, true);
    document.removeEventListener('submit', onSubmit, true);
    return lastAction;
  };

  const start = () => {
    const { entry, preload } = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const afterPaint = () => setTimeout(start);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(afterPaint);
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterPaint();
  }).observe({ type: 'paint', buffered: true });
})();`;
