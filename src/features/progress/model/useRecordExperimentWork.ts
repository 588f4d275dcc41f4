import { useCallback } from 'react';
import { progressRef } from '@/shared/api/progress.ts';
import { useRecordProgress } from './useRecordProgress.ts';

/** The experiment page's report of what a child did (its own type, restated so the library need not know progress). */
export type ExperimentWorkReport =
  | { kind: 'answer'; experimentId: string; questionId: string; correct: boolean }
  | { kind: 'finished'; experimentId: string; minutes: number };

/** An experiment page's answers and finish, recorded for the outcomes the experiment serves. */
export function useRecordExperimentWork(outcomes: readonly string[]): (work: ExperimentWorkReport) => void {
  const record = useRecordProgress();
  return useCallback(
    (work: ExperimentWorkReport) =>
      record(
        work.kind === 'answer'
          ? { kind: 'questionAnswered', ref: progressRef.question(work.experimentId, work.questionId), outcomes: [...outcomes], correct: work.correct }
          : { kind: 'experimentFinished', ref: progressRef.experiment(work.experimentId), outcomes: [...outcomes], minutes: work.minutes },
      ),
    [record, outcomes],
  );
}
