type TaskScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task so the browser can paint and answer a tap before the next step runs. A page's
 * start-up done in one go is one long task on a slow tablet (Lighthouse counts all of it over 50 ms as
 * blocking); done in steps with a yield between them, it is several short ones.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  // `scheduler.yield` puts the rest first in line again; a timer puts it behind whatever is waiting.
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
