import type { ExperimentMeta, Grade, Kit, Subject } from './types.ts';

// Every kit and every experiment's metadata, found by folder: adding content is adding a folder.
// The bodies (`content.ts`) are not here; they load one experiment at a time (see loadExperiment.ts).
const kitModules = import.meta.glob<Kit>('./*/kit.ts', { eager: true, import: 'kit' });
const metaModules = import.meta.glob<ExperimentMeta>('./*/*/meta.ts', { eager: true, import: 'meta' });

const SUBJECT_ORDER: readonly Subject[] = ['science', 'maths', 'programming'];

const byId = new Map(Object.values(metaModules).map((meta) => [meta.id, meta]));

const lowestGrade = (kit: Kit): number => Math.min(...kit.experimentIds.map((id) => byId.get(id)?.grade ?? 99));

/** Every kit: science first, then maths, then programming; within a strand, the youngest first. */
export const KITS: readonly Kit[] = Object.values(kitModules).sort(
  (a, b) =>
    SUBJECT_ORDER.indexOf(a.subject) - SUBJECT_ORDER.indexOf(b.subject) ||
    lowestGrade(a) - lowestGrade(b) ||
    b.experimentIds.length - a.experimentIds.length ||
    a.id.localeCompare(b.id),
);

/** Every experiment's metadata, kit by kit in teaching order. */
export const EXPERIMENTS: readonly ExperimentMeta[] = KITS.flatMap((kit) =>
  kit.experimentIds.map((id) => byId.get(id)).filter((meta): meta is ExperimentMeta => meta !== undefined),
);

/** Ids come from the address bar, so any string may arrive. */
export const findKit = (id: string): Kit | undefined => KITS.find((kit) => kit.id === id);

export const findExperiment = (id: string): ExperimentMeta | undefined => byId.get(id);

/** A kit's experiments in its teaching order; ids that do not resolve are skipped. */
export function experimentsOfKit(kitId: string): ExperimentMeta[] {
  const kit = findKit(kitId);
  if (!kit) return [];
  return kit.experimentIds.map(findExperiment).filter((experiment): experiment is ExperimentMeta => experiment !== undefined);
}

/** The lowest and highest grade among a kit's experiments, or null for a kit without any. */
export function gradeRangeOfKit(kitId: string): { from: Grade; to: Grade } | null {
  const grades = experimentsOfKit(kitId).map((experiment) => experiment.grade);
  if (grades.length === 0) return null;
  return { from: Math.min(...grades) as Grade, to: Math.max(...grades) as Grade };
}
