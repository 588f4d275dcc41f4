import { TAKE_EARLY_ACTION, type EarlyAction, type EarlyActionWindow } from '@/shared/config/pageScripts.ts';

/** What the visitor last did on the rendered page before the app started, if anything; the loader stops watching. */
export function takeEarlyAction(): EarlyAction | null {
  return (window as EarlyActionWindow)[TAKE_EARLY_ACTION]?.() ?? null;
}

/** Does it again now that React listens, if what was used is still on the page and usable. */
export function replayEarlyAction(action: EarlyAction | null): void {
  if (!action) return;
  if ('tap' in action) {
    if (action.tap.isConnected && !action.tap.disabled) action.tap.click();
    return;
  }
  const { submit: form, submitter } = action;
  if (!form.isConnected) return;
  const sentBy = submitter instanceof HTMLButtonElement && submitter.form === form && !submitter.disabled ? submitter : undefined;
  form.requestSubmit(sentBy);
}
