import { EXPERIMENTS, findKit } from './library.ts';
import { loadExperiment } from './loadExperiment.ts';
import { findUnit } from './units/index.ts';
import { loadExperimentsCatalog } from './catalog.ts';
import type { Experiment } from './types.ts';
import type { MessageDescriptor } from '@lingui/core';

/** An experiment with the names around it that a reader searches by: its unit's and its kit's. */
export type ExperimentWithContext = { experiment: Experiment; unitTitle?: MessageDescriptor; kitTitle?: MessageDescriptor };

const withContext = (experiment: Experiment): ExperimentWithContext => ({
  experiment,
  unitTitle: findUnit(experiment.unitId)?.title,
  kitTitle: findKit(experiment.kitId)?.title,
});

/** One experiment with all six content kinds, its catalogue and the library's (its title, unit, kit) loaded; precached, so this works offline. */
export async function loadExperimentWithContext(id: string): Promise<ExperimentWithContext | undefined> {
  const [experiment] = await Promise.all([loadExperiment(id), loadExperimentsCatalog()]);
  return experiment ? withContext(experiment) : undefined;
}

/** Every experiment in full: what the assistant's index is built from at build time. */
export async function loadAllExperiments(): Promise<ExperimentWithContext[]> {
  const loaded = await Promise.all(EXPERIMENTS.map((meta) => loadExperimentWithContext(meta.id)));
  return loaded.filter((item): item is ExperimentWithContext => item !== undefined);
}
