import type { MessageDescriptor } from '@lingui/core';
import { EXPERIMENTS } from './library.ts';
import { UNITS } from './units/index.ts';
import type { ExperimentMeta, Subject } from './types.ts';

export { loadExperimentsCatalog } from './catalog.ts';

/** An item of the library as the progress map links it. */
export type CurriculumItem = { id: string; icon: string; title: MessageDescriptor };

/** One outcome a child's progress is kept for, with the items that serve it. */
export type CurriculumOutcome = { code: string; text: MessageDescriptor | null; items: CurriculumItem[] };

export type CurriculumUnit = { id: string; subject: Subject; grade: number; title: MessageDescriptor; outcomes: CurriculumOutcome[] };

/**
 * The outcome codes an item's progress is kept under: its MEB codes where they are certain; an item
 * without one (most maths and programming activities) counts for its unit as a whole, whose id has
 * the same shape ("M.4.2"), so its questions still move the map.
 */
export function trackedOutcomes(experiment: Pick<ExperimentMeta, 'outcomes' | 'unitId'>): string[] {
  const codes = experiment.outcomes.flatMap((outcome) => (outcome.code ? [outcome.code] : []));
  return codes.length ? [...new Set(codes)] : [experiment.unitId];
}

/** The tracked outcomes of a library item by id, for screens that record progress; empty for an unknown id. */
export function trackedOutcomesOf(experimentId: string): string[] {
  const experiment = EXPERIMENTS.find((item) => item.id === experimentId);
  return experiment ? trackedOutcomes(experiment) : [];
}

/**
 * The programme as the progress map draws it: every unit the library serves, in the programme's
 * order, each with its outcomes in code order and, for each outcome, the items that serve it.
 */
export function curriculum(): CurriculumUnit[] {
  const byUnit = new Map<string, Map<string, CurriculumOutcome>>();
  for (const experiment of EXPERIMENTS) {
    const outcomes = byUnit.get(experiment.unitId) ?? new Map<string, CurriculumOutcome>();
    byUnit.set(experiment.unitId, outcomes);
    const item: CurriculumItem = { id: experiment.id, icon: experiment.icon, title: experiment.title };
    for (const code of trackedOutcomes(experiment)) {
      const text = experiment.outcomes.find((outcome) => outcome.code === code)?.text ?? null;
      const outcome = outcomes.get(code) ?? { code, text, items: [] };
      outcomes.set(code, outcome);
      if (!outcome.items.some((known) => known.id === item.id)) outcome.items.push(item);
    }
  }
  return UNITS.flatMap((unit) => {
    const outcomes = byUnit.get(unit.id);
    if (!outcomes) return [];
    const sorted = [...outcomes.values()].sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
    return [{ id: unit.id, subject: unit.subject, grade: unit.grade, title: unit.title, outcomes: sorted }];
  });
}
