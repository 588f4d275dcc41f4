import type { Messages } from '@lingui/core';
import { i18n } from './i18n.ts';
import { withRetry } from '../lib/retry.ts';

/** SPEC §9: translation loading retries up to 5 times, starting at 350 ms and doubling. */
export const CATALOG_RETRY = { retries: 5, baseDelayMs: 350 } as const;

const loaded = new Set<string>();

/**
 * Loads a split catalogue (an area's long-form text) into the active i18n
 * instance before its route renders. Loaded once per page life.
 */
export async function loadCatalog(name: string, load: () => Promise<{ messages: Messages }>): Promise<void> {
  if (loaded.has(name)) return;
  const { messages } = await withRetry(load, CATALOG_RETRY);
  i18n.load('tr', messages);
  i18n.activate('tr');
  loaded.add(name);
}
