import { t } from '@lingui/core/macro';
import { i18n } from '@/shared/i18n/i18n.ts';
import { loadPackManager } from '@/features/packs';
import { trackedOutcomes } from './curriculum.ts';
import { findExperiment, findKit } from './library.ts';
import { loadExperiment } from './loadExperiment.ts';
import type { Experiment, ExperimentMeta, Kit } from './types.ts';
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

/**
 * `outcomes`: the MEB outcomes the experiment's answers count towards on a student's progress map.
 * `notOnDevice`: the experiment exists but its files would not load (offline, its pack not downloaded).
 */
export type ExperimentPage = LibraryPageMeta & { experiment?: Experiment; outcomes?: string[]; notOnDevice?: ExperimentMeta };

/** Loads the library's text and the experiment's own (its six content kinds), or says it does not exist or is not on this device. */
export async function loadExperimentPage(experimentId: string): Promise<ExperimentPage> {
  // null: the experiment's files would not load.
  const [, loaded] = await Promise.all([
    loadExperimentsCatalog(),
    loadExperiment(experimentId).then(
      (experiment) => ({ experiment }),
      () => null,
    ),
  ]);
  const meta = findExperiment(experimentId);
  if (!loaded && meta) return { title: i18n._(meta.title), description: i18n._(meta.summary), found: true, notOnDevice: meta };
  const experiment = loaded?.experiment;
  if (!experiment) return { title: t`Deney bulunamadı`, description: t`Aradığın deney bulunamadı.`, found: false };
  keepOnDevice(experiment.id);
  return { title: i18n._(experiment.title), description: i18n._(experiment.summary), found: true, experiment, outcomes: trackedOutcomes(experiment) };
}

/**
 * An item opened online is kept (docs/architecture.md#content-packs): its files, with what its pack requires (the block
 * editor), join the device's content packs, even when the service worker did not yet control the page.
 */
function keepOnDevice(id: string): void {
  if (typeof navigator === 'undefined' || !navigator.onLine || typeof caches === 'undefined') return;
  void loadPackManager()
    .then((manager) => manager.want([], { items: [id] }))
    .catch(() => undefined);
}
