import type { Messages } from '@lingui/core';
import { CATALOG_RETRY, loadCatalog } from '@/shared/i18n/loadCatalog.ts';
import { withRetry } from '@/shared/lib/retry.ts';
import { findExperiment } from './library.ts';
import type { Experiment, ExperimentBody } from './types.ts';

// One chunk and one catalogue per experiment: opening an experiment loads its own text and nothing else.
const bodies = import.meta.glob<ExperimentBody>('./*/*/content.ts', { import: 'content' });
const catalogues = import.meta.glob<{ messages: Messages }>('../../../../locales/tr/experiment/*.po');

const bodyPath = (kitId: string, id: string) => `./${kitId}/${id}/content.ts`;
const cataloguePath = (id: string) => `../../../../locales/tr/experiment/${id}.po`;

/** Whether the library has a body and a catalogue for an experiment (a content check). */
export const hasBody = (kitId: string, id: string): boolean => bodyPath(kitId, id) in bodies && cataloguePath(id) in catalogues;

/**
 * An experiment with all six content kinds and their text, or undefined for an id the library does not have.
 * Rejects when its files would not load: its content pack is not on this device and the network is not there
 * (docs/architecture.md#content-packs).
 */
export async function loadExperiment(id: string): Promise<Experiment | undefined> {
  const meta = findExperiment(id);
  const loadBody = meta ? bodies[bodyPath(meta.kitId, meta.id)] : undefined;
  const loadMessages = meta ? catalogues[cataloguePath(meta.id)] : undefined;
  if (!meta || !loadBody || !loadMessages) return undefined;
  const online = typeof navigator === 'undefined' || navigator.onLine;
  const body = await loadBodyAndCatalogue(`experiment/${meta.id}`, loadBody, loadMessages, online);
  return { ...meta, ...body };
}

/**
 * An item's body and its catalogue, loaded together. Offline, a file that is not on the device will not come with a
 * retry, so neither is retried and the caller hears at once (its pack's notice; EtkiBot's answer without that source).
 * The catalogue's own five retries took 11 s to give up on a missing file, with a body already on the device.
 */
export async function loadBodyAndCatalogue(
  name: string,
  loadBody: () => Promise<ExperimentBody>,
  loadMessages: () => Promise<{ messages: Messages }>,
  online: boolean,
): Promise<ExperimentBody> {
  const [body] = await Promise.all([
    withRetry(loadBody, { retries: online ? 3 : 0, baseDelayMs: 350 }),
    loadCatalog(name, loadMessages, online ? CATALOG_RETRY : { ...CATALOG_RETRY, retries: 0 }),
  ]);
  return body;
}
