import { loadedValue, useLoaded } from '@/shared/lib/useLoaded.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { loadExperimentSource, type Question } from '@/features/experiments';
import { Button } from '@/shared/ui/Button.tsx';
import { canReveal, isOver, nextHint, reveal, tryOption, type LadderState } from '../model/hintLadder.ts';
import type { SourceCard } from '../model/reply.ts';
import { SourceCards } from './SourceCards.tsx';
import { visuallyHidden } from '@/shared/ui/VisuallyHidden.css.ts';
import * as styles from './assistant.css.ts';

type Props = {
  experimentId: string;
  questionId: string;
  card: SourceCard;
  ladder: LadderState;
  answersAllowed: boolean;
  onChange: (ladder: LadderState) => void;
};

/** The question's text comes from the experiment itself (precached with its catalogue), so the ladder works offline. */
function useQuestion(experimentId: string, questionId: string): Question | null | undefined {
  const question = useLoaded(
    () =>
      loadExperimentSource()
        .then(({ loadExperimentWithContext }) => loadExperimentWithContext(experimentId))
        .then((item) => item?.experiment.questions.find((candidate) => candidate.id === questionId) ?? null),
    [experimentId, questionId],
  );
  // Still loading: undefined; missing or not loadable: null.
  return question.status === 'loading' ? undefined : loadedValue(question);
}

/** Homework help by hints: try an option, get the next hint; the answer only after every hint and two tries, or never. */
export function HintLadderCard({ experimentId, questionId, card, ladder, answersAllowed, onChange }: Props) {
  const { i18n, t } = useLingui();
  const question = useQuestion(experimentId, questionId);
  if (question === undefined) return <p className={styles.muted}>{t`Soru yükleniyor...`}</p>;
  if (question === null) return <p className={styles.paragraph}>{t`Bu soruyu şu an açamadım. Kaynağından açmayı dene.`}</p>;
  const shape = { hintCount: question.hints.length, optionCount: question.options.length, correctIndex: question.correctIndex };
  const stateOf = (index: number) =>
    ladder.wrong.includes(index) ? 'wrong' : (ladder.solved || ladder.revealed) && index === question.correctIndex ? 'right' : undefined;
  const prompt = i18n._(question.prompt);
  return (
    <>
      <p className={styles.paragraph}>
        <Trans>Cevabı söylemek yerine birlikte düşünelim. Bir seçeneğe dokun; yanlışsa sana bir ipucu veririm.</Trans>
      </p>
      <fieldset className={styles.options} disabled={isOver(ladder)}>
        <legend className={styles.speaker}>{prompt}</legend>
        {question.options.map((option, index) => (
          <button
            key={index}
            type="button"
            className={styles.option}
            data-state={stateOf(index)}
            aria-disabled={isOver(ladder) || ladder.wrong.includes(index) || undefined}
            onClick={() => onChange(tryOption(ladder, shape, index))}
          >
            {i18n._(option)}
            {stateOf(index) ? <span className={visuallyHidden}>{stateOf(index) === 'wrong' ? t` (yanlış)` : t` (doğru)`}</span> : null}
          </button>
        ))}
      </fieldset>
      {ladder.hintsShown > 0 ? (
        <ol className={styles.hints} aria-label={t`İpuçları`}>
          {question.hints.slice(0, ladder.hintsShown).map((hint) => (
            <li key={hint.id}>{i18n._(hint)}</li>
          ))}
        </ol>
      ) : null}
      <div aria-live="polite">
        {ladder.solved ? (
          <p className={styles.paragraph}>
            <strong>
              <Trans>Harika, buldun! 🎉</Trans>
            </strong>{' '}
            {i18n._(question.explanation)}
          </p>
        ) : ladder.revealed ? (
          <p className={styles.paragraph}>
            <Trans>Doğru cevap işaretli.</Trans> {i18n._(question.explanation)}
          </p>
        ) : null}
      </div>
      {!isOver(ladder) ? (
        <div className={styles.actions}>
          {ladder.hintsShown < question.hints.length ? (
            <Button variant="secondary" onClick={() => onChange(nextHint(ladder, shape))}>
              {ladder.hintsShown === 0 ? t`İpucu ver` : t`Bir ipucu daha`}
            </Button>
          ) : null}
          {canReveal(ladder, shape, answersAllowed) ? (
            <Button variant="ghost" onClick={() => onChange(reveal(ladder, shape, answersAllowed))}>
              {t`Cevabı göster`}
            </Button>
          ) : !answersAllowed && ladder.hintsShown >= question.hints.length ? (
            <p className={styles.muted}>{t`Öğretmenin bu sorularda cevabı göstermememi istedi. Takılırsan öğretmenine sor.`}</p>
          ) : null}
        </div>
      ) : null}
      <SourceCards cards={[card]} />
    </>
  );
}
