import type { Messages } from '@lingui/core';
import { i18n } from './i18n.ts';
import { withRetry, type RetryOptions } from '../lib/retry.ts';

/** docs/behaviour.md#limits-and-constants: translation loading retries up to 5 times, starting at 350 ms and doubling. */
export const CATALOG_RETRY = { retries: 5, baseDelayMs: 350 } as const;

/**
 * A split catalogue that still failed after its retries. The route's error screen recognises it and
 * shows its fallback text from the shell's own catalogue (docs/behaviour.md#errors), which is always there.
 */
export class CatalogLoadError extends Error {
  readonly catalog: string;

  constructor(catalog: string, cause: unknown) {
    super(`Translation catalogue "${catalog}" could not be loaded`, { cause });
    this.name = 'CatalogLoadError';
    this.catalog = catalog;
  }
}

export const isCatalogLoadError = (error: unknown): error is CatalogLoadError => error instanceof CatalogLoadError;

const loaded = new Set<string>();
// A link's preload and the navigation that follows share one load (and one round of retries).
const loading = new Map<string, Promise<void>>();

/**
 * Loads a split catalogue (an area's long-form text) into the active i18n
 * instance before its route renders. Loaded once per page life; a failure is logged (docs/behaviour.md#errors).
 */
export function loadCatalog(name: string, load: () => Promise<{ messages: Messages }>, retry: RetryOptions = CATALOG_RETRY): Promise<void> {
  if (loaded.has(name)) return Promise.resolve();
  const pending = loading.get(name) ?? loadOnce(name, load, retry).finally(() => loading.delete(name));
  loading.set(name, pending);
  return pending;
}

async function loadOnce(name: string, load: () => Promise<{ messages: Messages }>, retry: RetryOptions): Promise<void> {
  let messages: Messages;
  try {
    ({ messages } = await withRetry(load, retry));
  } catch (cause) {
    const error = new CatalogLoadError(name, cause);
    console.error(error);
    throw error;
  }
  i18n.load('tr', messages);
  i18n.activate('tr');
  loaded.add(name);
}
