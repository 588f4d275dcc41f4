import type { EarlyAction } from '@/shared/config/earlyActionScript.ts';

/** Does it again now that React listens, if what was used is still on the page and usable. */
export function replayEarlyAction(action: EarlyAction): void {
  if ('tap' in action) {
    if (action.tap.isConnected && !action.tap.disabled) action.tap.click();
    return;
  }
  const { submit: form, submitter } = action;
  if (!form.isConnected) return;
  const sentBy = submitter instanceof HTMLButtonElement && submitter.form === form && !submitter.disabled ? submitter : undefined;
  form.requestSubmit(sentBy);
}
