import { t } from '@lingui/core/macro';
import { i18n } from '@/shared/i18n/i18n.ts';
import { trackedOutcomes } from './curriculum.ts';
import { findKit } from './library.ts';
import { loadExperiment } from './loadExperiment.ts';
import type { Experiment, Kit } from './types.ts';
import { loadExperimentsCatalog } from './catalog.ts';
import type { LibraryPageMeta } from './meta.ts';

type KitPage = LibraryPageMeta & { kit?: Kit };

/** Loads the library's text, then names the kit page after its kit (or says it does not exist). */
export async function loadKitPage(kitId: string): Promise<KitPage> {
  await loadExperimentsCatalog();
  const kit = findKit(kitId);
  if (!kit) return { title: t`Deney seti bulunamadı`, description: t`Aradığın deney seti bulunamadı.`, found: false };
  return { title: i18n._(kit.title), description: i18n._(kit.summary), found: true, kit };
}

/** `outcomes`: the MEB outcomes the experiment's answers count towards on a student's progress map. */
export type ExperimentPage = LibraryPageMeta & { experiment?: Experiment; outcomes?: string[] };

/** Loads the library's text and the experiment's own (its six content kinds), or says it does not exist. */
export async function loadExperimentPage(experimentId: string): Promise<ExperimentPage> {
  const [, experiment] = await Promise.all([loadExperimentsCatalog(), loadExperiment(experimentId)]);
  if (!experiment) return { title: t`Deney bulunamadı`, description: t`Aradığın deney bulunamadı.`, found: false };
  return { title: i18n._(experiment.title), description: i18n._(experiment.summary), found: true, experiment, outcomes: trackedOutcomes(experiment) };
}
