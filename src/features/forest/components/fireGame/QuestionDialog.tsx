import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/shared/ui/Badge.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { EmojiFallbackImage } from '../art/EmojiFallbackImage.tsx';
import { POINTS_PER_HAZARD, type Answer, type AnswerId } from '../../model/fireGame/fireGame.ts';
import { riskInfo } from '../../model/fireGame/risk.ts';
import type { Hazard } from '../../model/fireGame/types.ts';
import * as styles from './FireGame.css.ts';

type QuestionDialogProps = {
  /** The hazard being asked about; null when no question is open. */
  hazard: Hazard | null;
  answers: readonly Answer[];
  selectedAnswer: AnswerId | null;
  isCorrect: boolean | null;
  showExplanation: boolean;
  /** Whether this is the last hazard left: the continue button then says "Bitir". */
  isLast: boolean;
  onAnswer: (answerId: AnswerId) => void;
  onContinue: () => void;
  onDismiss: () => void;
};

/** docs/behaviour.md#sessions-and-flows: the question, four answers picked once, then the explanation and the advice. */
export function QuestionDialog({ hazard, answers, selectedAnswer, isCorrect, showExplanation, isLast, onAnswer, onContinue, onDismiss }: QuestionDialogProps) {
  const { t, i18n } = useLingui();
  const feedbackRef = useRef<HTMLDivElement>(null);
  const answered = selectedAnswer !== null;

  // The answer buttons lock once one is picked; focus moves to the feedback so it is read out.
  useEffect(() => {
    if (answered) feedbackRef.current?.focus();
  }, [answered]);

  return (
    <Dialog
      open={hazard !== null}
      onClose={onDismiss}
      title={hazard ? i18n._(hazard.name) : ''}
      actions={
        answered ? (
          <Button variant="primary" size="lg" onClick={onContinue}>
            {isLast ? <Trans>Bitir</Trans> : <Trans>Devam</Trans>}
          </Button>
        ) : null
      }
    >
      {hazard ? (
        <>
          <div className={styles.questionHead}>
            <EmojiFallbackImage src={hazard.imageUrl} alt={i18n._(hazard.imagePlaceholder)} emoji={hazard.emoji} size={88} />
            <div>
              <Badge tone={riskInfo[hazard.riskLevel].tone}>
                <span aria-hidden="true">⚠️</span>
                {i18n._(riskInfo[hazard.riskLevel].badge)}
              </Badge>
              <p className={styles.question}>{i18n._(hazard.question)}</p>
            </div>
          </div>
          <ul className={styles.answers} aria-label={t`Cevaplar`}>
            {answers.map((answer) => {
              const isRight = answered && answer.id === 'correct';
              const isWrongPick = answered && answer.id === selectedAnswer && answer.id !== 'correct';
              const mark = isRight ? styles.answerRight : isWrongPick ? styles.answerWrong : answered ? styles.answerDimmed : '';
              return (
                <li key={answer.id}>
                  <button
                    type="button"
                    className={`${styles.answer} ${mark}`}
                    disabled={answered}
                    data-answer={answer.id === 'correct' ? 'correct' : 'wrong'}
                    onClick={() => onAnswer(answer.id)}
                  >
                    {isRight ? (
                      <span className={styles.answerIcon} aria-hidden="true">
                        ✓
                      </span>
                    ) : null}
                    {isWrongPick ? (
                      <span className={styles.answerIcon} aria-hidden="true">
                        ✗
                      </span>
                    ) : null}
                    <span className={styles.answerText}>{i18n._(answer.text)}</span>
                    {isRight ? (
                      <span className={styles.answerTag}>
                        <Trans>Doğru cevap</Trans>
                      </span>
                    ) : null}
                    {isWrongPick ? (
                      <span className={styles.answerTag}>
                        <Trans>Senin cevabın</Trans>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
          {showExplanation ? (
            <div ref={feedbackRef} tabIndex={-1} className={styles.feedback}>
              <p className={isCorrect ? styles.verdictRight : styles.verdictWrong}>
                {isCorrect ? <Trans>🎉 Doğru! +{POINTS_PER_HAZARD} puan</Trans> : <Trans>Bu sefer olmadı. Doğru cevabın yanında ✓ var.</Trans>}
              </p>
              <h3 className={styles.feedbackTitle}>
                <span aria-hidden="true">💡 </span>
                <Trans>Neden?</Trans>
              </h3>
              <p>{i18n._(hazard.explanation)}</p>
              <h3 className={styles.feedbackTitle}>
                <span aria-hidden="true">🛡️ </span>
                <Trans>Ne yapmalıyız?</Trans>
              </h3>
              <p className={styles.lastParagraph}>{i18n._(hazard.prevention)}</p>
            </div>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
