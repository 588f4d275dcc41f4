import type { MessageDescriptor } from '@lingui/core';
import type { AnswerKeyEntry, ExperimentPart } from '@/shared/api/classroom.ts';
import { EXPERIMENTS, findExperiment } from './content/library.ts';
import type { Question } from './content/types.ts';
import { loadExperimentsCatalog } from './loadExperimentsCatalog.ts';

/** What the classroom needs of an experiment to assign it, and a student to answer its questions. */
export type AssignableExperiment = {
  id: string;
  icon: string;
  grade: number;
  title: MessageDescriptor;
  unit: MessageDescriptor;
  /** The MEB codes that are certain; outcomes without one are not carried with an assignment. */
  outcomeCodes: string[];
  questions: readonly Question[];
};

const toAssignable = (experiment: (typeof EXPERIMENTS)[number]): AssignableExperiment => ({
  id: experiment.id,
  icon: experiment.icon,
  grade: experiment.grade,
  title: experiment.title,
  unit: experiment.unit,
  outcomeCodes: experiment.outcomes.flatMap((outcome) => (outcome.code ? [outcome.code] : [])),
  questions: experiment.questions,
});

export const assignableExperiments = (): AssignableExperiment[] => EXPERIMENTS.map(toAssignable);

export function findAssignableExperiment(id: string | null | undefined): AssignableExperiment | undefined {
  const experiment = id ? findExperiment(id) : undefined;
  return experiment ? toAssignable(experiment) : undefined;
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
