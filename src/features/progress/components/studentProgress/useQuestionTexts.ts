import type { MessageDescriptor } from '@lingui/core';
import { loadAssignableExperiments } from '@/features/experiments';
import { loadedValue, useLoaded } from '@/shared/lib/useLoaded.ts';
import { splitQuestionId } from '../../model/classReport.ts';

export type QuestionText = { title: MessageDescriptor; prompt: MessageDescriptor | null };

/**
 * The experiment title and the prompt of each hard question, loaded from the library (precached, so
 * offline too). Descriptors, not strings: they are translated when shown. A question the library no
 * longer has, or a load that fails, simply stays without text and the list shows its id.
 */
const NONE: ReadonlyMap<string, QuestionText> = new Map();

export function useQuestionTexts(questionIds: readonly string[]): ReadonlyMap<string, QuestionText> {
  const key = questionIds.join('\n');
  const wanted = key.split('\n').flatMap((id) => {
    const parts = splitQuestionId(id);
    return parts ? [{ id, ...parts }] : [];
  });
  const texts = useLoaded(
    () =>
      loadAssignableExperiments().then(async (library) => {
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
        return found as ReadonlyMap<string, QuestionText>;
      }),
    [key],
    { enabled: wanted.length > 0 },
  );
  return loadedValue(texts) ?? NONE;
}
