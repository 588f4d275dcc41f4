import type { Messages } from '@lingui/core';
import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';
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

/** An experiment with all six content kinds and their text, or undefined for an id the library does not have. */
export async function loadExperiment(id: string): Promise<Experiment | undefined> {
  const meta = findExperiment(id);
  const loadBody = meta ? bodies[bodyPath(meta.kitId, meta.id)] : undefined;
  const loadMessages = meta ? catalogues[cataloguePath(meta.id)] : undefined;
  if (!meta || !loadBody || !loadMessages) return undefined;
  const [body] = await Promise.all([withRetry(loadBody, { retries: 3, baseDelayMs: 350 }), loadCatalog(`experiment/${meta.id}`, loadMessages)]);
  return { ...meta, ...body };
}
