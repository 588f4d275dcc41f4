/**
 * A rendered page asks for the app's entry script (115 KB compressed) only once the page is painted.
 * Asked for at once, beside the page's styles, chunks and pictures, it took most of a slow line in the
 * first seconds, and the page was drawn once all of them had arrived: Lighthouse put the largest paint at
 * 2.05–2.14 s on a slow 4G line, and at 0.9–1.4 s with the entry asked for after the first paint. Until the
 * app has started, the page's links work and the early-action script keeps a tap or a form sent.
 *
 * The route's own chunks are still preloaded from the head, so the app has them when the entry runs.
 * A page opened out of sight is never painted until it is shown, and a browser without paint timing
 * never says when it has painted: those start the app once the page is read, or has loaded.
 *
 * Like the early-action script, its text never changes between builds, so the server's CSP allows it by
 * its hash; the entry's address, which does change, is read from a meta tag.
 */

/** The meta tag of a rendered page that names its entry script. */
export const APP_ENTRY_META = 'app-entry';

export const START_AFTER_PAINT_SCRIPT = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = document.querySelector('meta[name="${APP_ENTRY_META}"]').content;
    document.head.append(script);
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    addEventListener('load', start);
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  const startUnseen = () => {
    if (document.visibilityState === 'hidden') start();
  };
  document.addEventListener('DOMContentLoaded', startUnseen);
  document.addEventListener('visibilitychange', startUnseen);
})();`;
