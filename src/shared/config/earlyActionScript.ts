/**
 * A rendered page is on screen, its links working, long before its 150 KB of JavaScript has arrived on a
 * slow line. Until the app calls `hydrateRoot`, a tap on one of its buttons (a forest scene's item, the
 * menu) would do nothing, and a form sent would leave the page with its fields in the address. This
 * inline script, first in the page's head, holds back a sent form and remembers the last such action;
 * the app does it again once the page is hydrated (from `hydrateRoot` on, React answers them itself).
 *
 * Its text never changes between builds, so the server's CSP allows exactly it by its hash and still
 * forbids every other inline script.
 */

/** A button tapped, or a form sent (by its submit button, if one was used), before the app started. */
export type EarlyAction = { tap: HTMLButtonElement } | { submit: HTMLFormElement; submitter: HTMLElement | null };

/** The script's hand-over on `window`: stops watching and gives the last early action, if any. */
export const TAKE_EARLY_ACTION = 'takeEarlyAction';
export type EarlyActionWindow = Window & { [TAKE_EARLY_ACTION]?: () => EarlyAction | null };

export const EARLY_ACTION_SCRIPT = `(() => {
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
})();`;
