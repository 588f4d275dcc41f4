import { TAKE_EARLY_ACTION, type EarlyAction, type EarlyActionWindow } from '@/shared/config/earlyActionScript.ts';

/** What the visitor last did on the rendered page before the app started, if anything; the page's script stops watching. */
export function takeEarlyAction(): EarlyAction | null {
  return (window as EarlyActionWindow)[TAKE_EARLY_ACTION]?.() ?? null;
}
