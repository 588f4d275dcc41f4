import type { Experiment, Grade, Kit } from './types.ts';
import { lightAndShadowExperiments, lightAndShadowKit } from './lightAndShadow/index.ts';
import { electricCircuitsExperiments, electricCircuitsKit } from './electricCircuits/index.ts';
import { statesOfMatterExperiments, statesOfMatterKit } from './statesOfMatter/index.ts';
import { forceAndMotionExperiments, forceAndMotionKit } from './forceAndMotion/index.ts';

/** Every kit, in the order the library lists them. */
export const KITS: readonly Kit[] = [lightAndShadowKit, electricCircuitsKit, statesOfMatterKit, forceAndMotionKit];

export const EXPERIMENTS: readonly Experiment[] = [
  ...lightAndShadowExperiments,
  ...electricCircuitsExperiments,
  ...statesOfMatterExperiments,
  ...forceAndMotionExperiments,
];

/** Ids come from the address bar, so any string may arrive. */
export const findKit = (id: string): Kit | undefined => KITS.find((kit) => kit.id === id);

export const findExperiment = (id: string): Experiment | undefined => EXPERIMENTS.find((experiment) => experiment.id === id);

/** A kit's experiments in its teaching order; ids that do not resolve are skipped. */
export function experimentsOfKit(kitId: string): Experiment[] {
  const kit = findKit(kitId);
  if (!kit) return [];
  return kit.experimentIds.map(findExperiment).filter((experiment): experiment is Experiment => experiment !== undefined);
}

/** The lowest and highest grade among a kit's experiments, or null for a kit without any. */
export function gradeRangeOfKit(kitId: string): { from: Grade; to: Grade } | null {
  const grades = experimentsOfKit(kitId).map((experiment) => experiment.grade);
  if (grades.length === 0) return null;
  return { from: Math.min(...grades) as Grade, to: Math.max(...grades) as Grade };
}
