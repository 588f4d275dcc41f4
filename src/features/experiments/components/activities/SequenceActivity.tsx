import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Activity } from '../../content/types.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { isSolved, moveStep, positionsInPlace, shuffledOrder, type SequenceOrder } from '../../model/sequence.ts';
import * as styles from './activities.css.ts';

type SequenceActivityProps = { activity: Extract<Activity, { kind: 'sequence' }> };

/** Put shuffled steps back in order with up/down buttons, then check which are in place. */
export function SequenceActivity({ activity }: SequenceActivityProps) {
  const { t, i18n } = useLingui();
  const count = activity.stepsInOrder.length;
  const [order, setOrder] = useState<SequenceOrder>(() => shuffledOrder(count, Math.random));
  const [checked, setChecked] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const inPlace = positionsInPlace(order);
  const solved = isSolved(order);
  const inPlaceCount = inPlace.filter(Boolean).length;

  const move = (position: number, direction: -1 | 1) => {
    setOrder((current) => moveStep(current, position, direction));
    setChecked(false);
    // Keep focus on the same button of the moved step, so repeated presses keep moving it.
    const target = position + direction;
    requestAnimationFrame(() => {
      const [up, down] = Array.from(listRef.current?.children[target]?.querySelectorAll('button') ?? []);
      const same = direction === -1 ? up : down;
      (same && !same.disabled ? same : direction === -1 ? down : up)?.focus();
    });
  };

  return (
    <div className={styles.wrapper}>
      <ol ref={listRef} className={styles.steps} aria-label={t`Adımlar`}>
        {order.map((step, position) => {
          const text = i18n._(activity.stepsInOrder[step]!);
          const number = position + 1;
          const result = checked ? (inPlace[position] ? 'correct' : 'incorrect') : undefined;
          return (
            <li key={step} className={styles.step} data-result={result}>
              <span className={styles.stepNumber} aria-hidden="true">
                {number}
              </span>
              <span>
                {text}
                {result ? <strong>{result === 'correct' ? t` ✓ yerinde` : t` ✗ yeri yanlış`}</strong> : null}
              </span>
              <span className={styles.stepButtons}>
                <Button variant="secondary" size="sm" disabled={position === 0} onClick={() => move(position, -1)} aria-label={t`Yukarı taşı: ${text}`}>
                  ↑
                </Button>
                <Button variant="secondary" size="sm" disabled={position === count - 1} onClick={() => move(position, 1)} aria-label={t`Aşağı taşı: ${text}`}>
                  ↓
                </Button>
              </span>
            </li>
          );
        })}
      </ol>

      <div role="status" aria-live="polite">
        {checked ? (
          <p className={styles.feedback} data-result={solved ? 'correct' : 'incorrect'}>
            <strong className={styles.feedbackTitle}>
              {solved ? (
                <Trans>Harika! Bütün adımlar doğru sırada.</Trans>
              ) : (
                <Trans>
                  {inPlaceCount} / {count} adım yerinde. Yeri yanlış olanları taşı ve yeniden dene.
                </Trans>
              )}
            </strong>
          </p>
        ) : null}
      </div>

      <div className={styles.toolbar}>
        <Button onClick={() => setChecked(true)}>
          <Trans>Kontrol et</Trans>
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setOrder(shuffledOrder(count, Math.random));
            setChecked(false);
          }}
        >
          <Trans>Karıştır ve baştan başla</Trans>
        </Button>
      </div>
    </div>
  );
}
