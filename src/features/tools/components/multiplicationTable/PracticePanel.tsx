import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { safeLocalStorage } from '@/shared/lib/storage.ts';
import {
  EMPTY_SCORE,
  isCorrect,
  nextQuestion,
  parseMisses,
  recordMiss,
  scoreAnswer,
  topMisses,
  type Fact,
  type MissCounts,
} from '../../model/multiplicationTable/practice.ts';
import { Readout } from '../Readout.tsx';
import * as layout from '../toolLayout.css.ts';
import * as styles from './MultiplicationTableTool.css.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';

const MISSES_KEY = STORAGE_KEYS.multiplicationMisses;

type Feedback = { fact: Fact; answer: number; correct: boolean };

/** Quick-fire questions with a score and a streak; wrong answers are remembered on this device and come back more often. */
export function PracticePanel({ max }: { max: number }) {
  const { t } = useLingui();
  const [misses, setMisses] = useState<MissCounts>(() => parseMisses(safeLocalStorage().getItem(MISSES_KEY)));
  const [question, setQuestion] = useState<Fact>(() => nextQuestion(Math.random, max, misses));
  const [answer, setAnswer] = useState('');
  const [score, setScore] = useState(EMPTY_SCORE);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [questionMax, setQuestionMax] = useState(max);

  // The table size changed: ask within the new size from the next question on.
  if (questionMax !== max) {
    setQuestionMax(max);
    setQuestion(nextQuestion(Math.random, max, misses));
  }

  const saveMisses = (next: MissCounts) => {
    setMisses(next);
    safeLocalStorage().setItem(MISSES_KEY, JSON.stringify(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = Number.parseInt(answer, 10);
    if (!Number.isFinite(given)) return;
    const correct = isCorrect(question, given);
    const nextMisses = correct ? misses : recordMiss(misses, question);
    if (!correct) saveMisses(nextMisses);
    setScore((current) => scoreAnswer(current, correct));
    setFeedback({ fact: question, answer: given, correct });
    setQuestion(nextQuestion(Math.random, max, nextMisses, question));
    setAnswer('');
  };

  const restart = () => {
    setScore(EMPTY_SCORE);
    setFeedback(null);
    setQuestion(nextQuestion(Math.random, max, misses));
  };

  const mostMissed = topMisses(misses, 5, max);
  const { a, b } = question;

  return (
    <div className={layout.split}>
      <section className={`${layout.panel} ${styles.practice}`} aria-labelledby="practice-title">
        <h2 id="practice-title" className={layout.panelTitle}>
          <Trans>Soru</Trans>
        </h2>
        <form onSubmit={submit} className={styles.questionForm}>
          <label htmlFor="practice-answer" className={styles.question}>
            <Trans>
              {a} × {b} = ?
            </Trans>
          </label>
          <div className={styles.answerRow}>
            <input
              id="practice-answer"
              className={styles.answerInput}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={3}
              value={answer}
              onChange={(event) => setAnswer(event.target.value.replace(/\D/g, ''))}
            />
            <Button type="submit" size="lg" disabled={answer === ''}>
              <Trans>Kontrol et</Trans>
            </Button>
          </div>
        </form>
        <FeedbackLine feedback={feedback} />
        <dl className={layout.stats}>
          <Readout label={t`Doğru`}>
            {score.correct} / {score.answered}
          </Readout>
          <Readout label={t`Seri`}>{score.streak}</Readout>
          <Readout label={t`En iyi seri`}>{score.bestStreak}</Readout>
        </dl>
        <div className={layout.buttonRow}>
          <Button variant="ghost" onClick={restart} disabled={score.answered === 0}>
            <Trans>Puanı sıfırla</Trans>
          </Button>
        </div>
      </section>

      <section className={layout.panel} aria-labelledby="missed-title">
        <h2 id="missed-title" className={layout.panelTitle}>
          <Trans>En çok karıştırılanlar</Trans>
        </h2>
        {mostMissed.length === 0 ? (
          <p className={layout.muted}>
            <Trans>Henüz yanlış yok. Yanlış cevaplanan çarpımlar burada toplanır ve alıştırmada daha sık sorulur.</Trans>
          </p>
        ) : (
          <>
            <ol className={styles.missedList}>
              {mostMissed.map(({ fact, count }) => {
                const product = fact.a * fact.b;
                return (
                  <li key={`${fact.a}x${fact.b}`}>
                    <span className={styles.missedFact}>
                      {fact.a} × {fact.b} = {product}
                    </span>
                    <span className={styles.missedCount}>
                      <Trans>{count} kez</Trans>
                    </span>
                  </li>
                );
              })}
            </ol>
            <Button variant="ghost" size="sm" onClick={() => saveMisses({})}>
              <Trans>Listeyi temizle</Trans>
            </Button>
          </>
        )}
      </section>
    </div>
  );
}

function FeedbackLine({ feedback }: { feedback: Feedback | null }) {
  const text = (() => {
    if (!feedback) return null;
    const { a, b } = feedback.fact;
    const product = a * b;
    const given = feedback.answer;
    return feedback.correct ? (
      <Trans>
        Doğru! {a} × {b} = {product}
      </Trans>
    ) : (
      <Trans>
        Yanlış: {a} × {b} = {product} (cevabınız {given})
      </Trans>
    );
  })();
  return (
    <p className={styles.feedback} data-correct={feedback?.correct} role="status">
      {text}
    </p>
  );
}
