import { useEffect, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { loadAssignableExperiments } from '@/features/experiments';
import { splitQuestionId } from '../../model/classReport.ts';

export type QuestionText = { title: MessageDescriptor; prompt: MessageDescriptor | null };

/**
 * The experiment title and the prompt of each hard question, loaded from the library (precached, so
 * offline too). Descriptors, not strings: they are translated when shown. A question the library no
 * longer has, or a load that fails, simply stays without text and the list shows its id.
 */
export function useQuestionTexts(questionIds: readonly string[]): ReadonlyMap<string, QuestionText> {
  const [texts, setTexts] = useState<ReadonlyMap<string, QuestionText>>(new Map());
  const key = questionIds.join('\n');

  useEffect(() => {
    const wanted = key.split('\n').flatMap((id) => {
      const parts = splitQuestionId(id);
      return parts ? [{ id, ...parts }] : [];
    });
    if (wanted.length === 0) return;
    let live = true;
    loadAssignableExperiments()
      .then(async (library) => {
        const experimentIds = [...new Set(wanted.map((item) => item.experimentId))];
        const loaded = await Promise.all(experimentIds.map((id) => library.loadAssignableExperiment(id).catch(() => undefined)));
        const experiments = new Map(loaded.flatMap((experiment) => (experiment ? [[experiment.id, experiment] as const] : [])));
        const found = new Map<string, QuestionText>();
        for (const item of wanted) {
          const full = experiments.get(item.experimentId);
          const summary = full ?? library.findAssignableExperiment(item.experimentId);
          if (!summary) continue;
          const question = full?.questions.find((candidate) => candidate.id === item.questionId);
          found.set(item.id, { title: summary.title, prompt: question?.prompt ?? null });
        }
        if (live) setTexts(found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);

  return texts;
}
