import { useEffect, useReducer, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Question } from '../../content/types.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { hintsShown, initialQuizState, quizReducer, resultOf, scoreOf } from '../../model/quiz.ts';
import * as styles from './experiment.css.ts';

/**
 * Pick an option: it is judged at once, explained, and locked until "Tekrar dene". Before answering,
 * "İpucu" shows the question's hint ladder one step at a time; the answer itself is never a hint.
 */
type QuestionsPanelProps = {
  questions: readonly Question[];
  /** Each first pick, judged. */
  onAnswer?: (questionId: string, correct: boolean) => void;
  /** Every question answered, with the whole minutes spent since the panel opened (at least one). */
  onFinished?: (minutes: number) => void;
};

export function QuestionsPanel({ questions, onAnswer, onFinished }: QuestionsPanelProps) {
  const { t, i18n } = useLingui();
  const [state, dispatch] = useReducer(quizReducer.bind(null, questions), initialQuizState);
  const feedbackRefs = useRef(new Map<string, HTMLParagraphElement>());
  const openedAt = useRef(0);
  const { correct, answered, total, finished } = scoreOf(questions, state);

  useEffect(() => {
    openedAt.current = performance.now();
  }, []);

  /** `at` is the click's time stamp, on the same clock as performance.now(). */
  const answer = (questionId: string, optionIndex: number, at: number) => {
    const question = questions.find((candidate) => candidate.id === questionId);
    if (!question || state.answers[questionId] !== undefined) return;
    dispatch({ type: 'answer', questionId, optionIndex });
    onAnswer?.(questionId, optionIndex === question.correctIndex);
    if (answered + 1 === total) onFinished?.(Math.max(1, Math.round((at - openedAt.current) / 60_000)));
    // The pressed option becomes disabled; move focus to the verdict so it is read out and the keyboard is not lost.
    requestAnimationFrame(() => feedbackRefs.current.get(questionId)?.focus());
  };

  return (
    <>
      <h2 className={styles.panelTitle}>
        <Trans>Örnek Sorular</Trans>
      </h2>
      <div className={styles.scoreBar}>
        <p className={styles.scoreText} aria-live="polite">
          <Trans>
            Puan: {correct} / {total}
          </Trans>
          {finished ? t` — tebrikler, hepsini cevapladın!` : t` (cevaplanan: ${answered})`}
        </p>
        <Button variant="secondary" onClick={() => dispatch({ type: 'reset' })} disabled={answered === 0}>
          <Trans>Tekrar dene</Trans>
        </Button>
      </div>
      <ol className={styles.questions}>
        {questions.map((question, index) => {
          const result = resultOf(question, state);
          const chosen = state.answers[question.id];
          const number = index + 1;
          const promptId = `question-${question.id}`;
          const rightAnswer = i18n._(question.options[question.correctIndex]!);
          return (
            <li key={question.id} className={styles.question} aria-labelledby={promptId}>
              <p id={promptId} className={styles.prompt}>
                {t`Soru ${number}:`} {i18n._(question.prompt)}
              </p>
              <ul className={styles.options} role="list">
                {question.options.map((option, optionIndex) => {
                  const optionState =
                    result === 'unanswered' ? undefined : optionIndex === question.correctIndex ? 'correct' : optionIndex === chosen ? 'incorrect' : undefined;
                  return (
                    <li key={optionIndex}>
                      <button
                        type="button"
                        className={styles.option}
                        data-state={optionState}
                        disabled={result !== 'unanswered'}
                        aria-pressed={chosen === optionIndex}
                        onClick={(event) => answer(question.id, optionIndex, event.timeStamp)}
                      >
                        {optionState === 'correct' ? '✓ ' : optionState === 'incorrect' ? '✗ ' : ''}
                        {i18n._(option)}
                      </button>
                    </li>
                  );
                })}
              </ul>
              {result === 'unanswered' ? (
                <HintLadder
                  hints={question.hints.slice(0, hintsShown(question, state))}
                  total={question.hints.length}
                  onHint={() => dispatch({ type: 'hint', questionId: question.id })}
                />
              ) : null}
              {result !== 'unanswered' ? (
                <p
                  ref={(element) => {
                    if (element) feedbackRefs.current.set(question.id, element);
                    else feedbackRefs.current.delete(question.id);
                  }}
                  tabIndex={-1}
                  className={styles.feedback}
                  data-result={result}
                >
                  <strong className={styles.feedbackTitle}>
                    {result === 'correct' ? <Trans>Doğru cevap!</Trans> : <Trans>Yanlış cevap. Doğrusu: {rightAnswer}</Trans>}
                  </strong>
                  {i18n._(question.explanation)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}

function HintLadder({ hints, total, onHint }: { hints: readonly Question['hints'][number][]; total: number; onHint: () => void }) {
  const { t, i18n } = useLingui();
  const shown = hints.length;
  const next = shown + 1;
  return (
    <div className={styles.hints}>
      {shown > 0 ? (
        <ol className={styles.hintList} aria-label={t`İpuçları`}>
          {hints.map((hint, index) => (
            <li key={index}>{i18n._(hint)}</li>
          ))}
        </ol>
      ) : null}
      {shown < total ? (
        <Button variant="secondary" size="sm" onClick={onHint}>
          {shown === 0 ? (
            <Trans>💡 İpucu al</Trans>
          ) : (
            <Trans>
              💡 Bir ipucu daha ({next}/{total})
            </Trans>
          )}
        </Button>
      ) : null}
    </div>
  );
}
