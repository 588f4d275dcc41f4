import type { MessageDescriptor } from '@lingui/core';
import type { AnswerKeyEntry, ExperimentPart } from '@/shared/api/classroom.ts';
import { EXPERIMENTS, findExperiment } from './library.ts';
import { loadExperiment } from './loadExperiment.ts';
import { findUnit } from './units/index.ts';
import type { ExperimentMeta, Question } from './types.ts';
import { loadExperimentsCatalog } from './catalog.ts';
import { STRAND_LABELS } from './strands.ts';

/** What the classroom lists and names of an experiment, known without loading its text. */
export type AssignableSummary = {
  id: string;
  icon: string;
  grade: number;
  /** The strand's name (Fen Bilimleri, Matematik, Kodlama): a grade's list is long, and a teacher looks in one strand. */
  strand: MessageDescriptor;
  title: MessageDescriptor;
  unit: MessageDescriptor | undefined;
  /** The MEB codes that are certain; outcomes without one are not carried with an assignment. */
  outcomeCodes: string[];
};

/** An experiment with its sample questions, for a student to answer and a teacher to score. */
export type AssignableExperiment = AssignableSummary & { questions: readonly Question[] };

const toSummary = (experiment: ExperimentMeta): AssignableSummary => ({
  id: experiment.id,
  icon: experiment.icon,
  grade: experiment.grade,
  strand: STRAND_LABELS[experiment.subject],
  title: experiment.title,
  unit: findUnit(experiment.unitId)?.title,
  outcomeCodes: experiment.outcomes.flatMap((outcome) => (outcome.code ? [outcome.code] : [])),
});

export const assignableExperiments = (): AssignableSummary[] => EXPERIMENTS.map(toSummary);

export function findAssignableExperiment(id: string | null | undefined): AssignableSummary | undefined {
  const experiment = id ? findExperiment(id) : undefined;
  return experiment ? toSummary(experiment) : undefined;
}

/** Loads one experiment's questions and their text (precached, so this works offline). */
export async function loadAssignableExperiment(id: string): Promise<AssignableExperiment | undefined> {
  const experiment = await loadExperiment(id);
  return experiment ? { ...toSummary(experiment), questions: experiment.questions } : undefined;
}

/**
 * The answer key an assignment carries: a whole experiment or its questions part is auto-scored from
 * its sample questions; any other part has nothing to score.
 */
export function answerKeyOf(experiment: AssignableExperiment, part: ExperimentPart | null | undefined): AnswerKeyEntry[] {
  if (part && part !== 'questions') return [];
  return experiment.questions.map((question) => ({ id: question.id, correct_index: question.correctIndex }));
}

/** The experiment's page, opened at one of its six parts when the assignment names one. */
export function experimentHref(id: string, part?: ExperimentPart | null): string {
  return `/dashboard/experiment-kits/experiment/${encodeURIComponent(id)}${part ? `?tab=${part}` : ''}`;
}

export { loadExperimentsCatalog };
