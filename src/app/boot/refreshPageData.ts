import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/shared/lib/whenIdle.ts';
import { yieldToMain } from '@/shared/lib/yieldToMain.ts';

async function refetchOneByOne(client: QueryClient, queryHashes: readonly string[]): Promise<void> {
  for (const hash of queryHashes) {
    await yieldToMain();
    void client.invalidateQueries({ predicate: (query) => query.queryHash === hash });
  }
}

/**
 * Brings a rendered page's data up to date (it is as old as the build) once hydration is over: when the
 * browser is idle, one query per task. Marked stale at once instead, the queries were refetched by
 * their components as these were hydrated, all in the task that ran the page's effects (49 ms on /blog
 * at 4× CPU slowdown, the longest task after the page answered).
 */
export function refreshPageData(client: QueryClient, queryHashes: readonly string[]): void {
  whenIdle(() => void refetchOneByOne(client, queryHashes));
}
