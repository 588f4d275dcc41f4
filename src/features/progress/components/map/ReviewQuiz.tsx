import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { loadAssignableExperiments, type AssignableExperiment } from '@/features/experiments';
import { progressRef } from '@/shared/api/progress.ts';
import type { Evidence } from '@/shared/progress/evidence.ts';
import { useLoaded } from '@/shared/lib/useLoaded.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { useRecordProgress } from '../../model/useRecordProgress.ts';
import { isMixed, reviewSet, type ReviewCandidate } from '../../model/reviewSet.ts';
import type { MapStone } from '../../model/progressMap.ts';
import type { Curriculum } from './useCurriculum.ts';
import * as styles from './map.css.ts';

type Props = {
  focus: MapStone;
  /** Experiments serving outcomes the child has met, to mix in. */
  otherItems: readonly string[];
  evidence: readonly Evidence[];
  curriculum: Curriculum;
  onClose: () => void;
};

type Asked = ReviewCandidate & { experiment: AssignableExperiment };

/** A short mixed review, one question at a time: each answer is recorded as review evidence, offline too. */
export function ReviewQuiz({ focus, otherItems, evidence, curriculum, onClose }: Props) {
  const { t, i18n } = useLingui();
  const record = useRecordProgress();
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [right, setRight] = useState(0);
  const verdictRef = useRef<HTMLParagraphElement>(null);
  // The set is chosen once when the review opens: answering must not reshuffle what is asked.
  const evidenceAtOpen = useRef(evidence);

  const loaded = useLoaded(() => {
    const ids = [...new Set([...focus.items.map((item) => item.id), ...otherItems])];
    return loadAssignableExperiments()
      .then((module) => Promise.all(ids.map((id) => module.loadAssignableExperiment(id))))
      .then((found): Asked[] => {
        const experiments = new Map(found.flatMap((experiment) => (experiment ? [[experiment.id, experiment] as const] : [])));
        const candidates = [...experiments.values()].flatMap((experiment) =>
          experiment.questions.map((question) => ({
            experimentId: experiment.id,
            questionId: question.id,
            outcomes: curriculum.trackedOutcomesOf(experiment.id),
          })),
        );
        const set = reviewSet(focus.code, candidates, evidenceAtOpen.current);
        return set.flatMap((candidate) => {
          const experiment = experiments.get(candidate.experimentId);
          return experiment ? [{ ...candidate, experiment }] : [];
        });
      });
  }, [focus, otherItems, curriculum]);

  if (loaded.status === 'error') {
    return (
      <section className={styles.quiz} aria-label={t`Tekrar`}>
        <p>
          <Trans>Tekrar soruları yüklenemedi. Bağlantını kontrol edip yeniden dene.</Trans>
        </p>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Kapat</Trans>
        </Button>
      </section>
    );
  }
  if (loaded.status === 'loading') return <Spinner label={t`Tekrar hazırlanıyor...`} />;
  const questions = loaded.value;

  const mixed = isMixed(questions);
  const current = questions[index];
  const total = questions.length;
  const number = index + 1;
  if (!current) {
    return (
      <section className={styles.quiz} aria-label={t`Tekrar`}>
        <h3 className={styles.detailsTitle}>
          <Trans>
            Tekrar bitti! {total} sorunun {right} tanesini doğru cevapladın.
          </Trans>
        </h3>
        <Button onClick={onClose}>
          <Trans>Haritaya dön</Trans>
        </Button>
      </section>
    );
  }
  const question = current.experiment.questions.find((candidate) => candidate.id === current.questionId);
  if (!question) return null;

  const answer = (option: number) => {
    if (chosen !== null) return;
    const correct = option === question.correctIndex;
    setChosen(option);
    if (correct) setRight((value) => value + 1);
    record({
      kind: 'questionAnswered',
      ref: progressRef.question(current.experimentId, current.questionId),
      outcomes: [...current.outcomes],
      correct,
      mixed_review: mixed,
    });
    requestAnimationFrame(() => verdictRef.current?.focus());
  };
  const next = () => {
    setChosen(null);
    setIndex((value) => value + 1);
  };

  return (
    <section className={styles.quiz} aria-label={t`Tekrar`}>
      <p>
        <Trans>
          Soru {number} / {total}
        </Trans>{' '}
        · <span aria-hidden="true">{current.experiment.icon}</span> {i18n._(current.experiment.title)}
      </p>
      <h3 className={styles.detailsTitle}>{i18n._(question.prompt)}</h3>
      <ul className={styles.options}>
        {question.options.map((option, optionIndex) => {
          const state = chosen === null ? undefined : optionIndex === question.correctIndex ? 'correct' : optionIndex === chosen ? 'incorrect' : undefined;
          return (
            <li key={optionIndex}>
              <button
                type="button"
                className={styles.option}
                data-state={state}
                disabled={chosen !== null}
                aria-pressed={chosen === optionIndex}
                onClick={() => answer(optionIndex)}
              >
                {state === 'correct' ? '✓ ' : state === 'incorrect' ? '✗ ' : ''}
                {i18n._(option)}
              </button>
            </li>
          );
        })}
      </ul>
      {chosen !== null ? (
        <>
          <p ref={verdictRef} tabIndex={-1}>
            <strong>{chosen === question.correctIndex ? <Trans>Doğru!</Trans> : <Trans>Bu sefer olmadı.</Trans>}</strong> {i18n._(question.explanation)}
          </p>
          <Button onClick={next}>{number < total ? <Trans>Sonraki soru</Trans> : <Trans>Bitir</Trans>}</Button>
        </>
      ) : (
        <Button variant="ghost" onClick={onClose}>
          <Trans>Tekrarı bırak</Trans>
        </Button>
      )}
    </section>
  );
}
