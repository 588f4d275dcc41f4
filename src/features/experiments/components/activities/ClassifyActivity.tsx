import { useReducer, useState, type DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Activity } from '../../content/types.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { classifyReducer, classifyScore, initialClassifyState, isPlacedCorrectly } from '../../model/classify.ts';
import * as styles from './activities.css.ts';

type ClassifyActivityProps = { activity: Extract<Activity, { kind: 'classify' }> };

const DRAG_TYPE = 'text/plain';

/**
 * Sort items into categories: tap (or press Enter on) an item, then a category;
 * or drag an item onto a category. Each placement is judged at once and explained.
 */
export function ClassifyActivity({ activity }: ClassifyActivityProps) {
  const { t, i18n } = useLingui();
  const { items, categories } = activity;
  const [state, dispatch] = useReducer(classifyReducer.bind(null, items), initialClassifyState);
  const [dragOver, setDragOver] = useState<string | null>(null);
  const score = classifyScore(items, state);
  const waiting = items.filter((item) => !(item.id in state.placed));
  const selected = items.find((item) => item.id === state.selected);
  const last = items.find((item) => item.id === state.lastPlaced);
  const lastCorrect = last ? isPlacedCorrectly(last, state) : null;
  const lastCategory = last ? categories.find((category) => category.id === last.categoryId) : undefined;
  const rightPlace = lastCategory ? i18n._(lastCategory.label) : '';
  const selectedLabel = selected ? i18n._(selected.label) : '';
  const correctCount = score.correct;
  const total = score.total;

  const drop = (categoryId: string) => (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragOver(null);
    const itemId = event.dataTransfer.getData(DRAG_TYPE);
    if (itemId) dispatch({ type: 'place', itemId, categoryId });
  };

  return (
    <div className={styles.wrapper}>
      <ul className={styles.pool} aria-label={t`Yerleştirilecekler`}>
        {waiting.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              draggable
              className={styles.item}
              aria-pressed={state.selected === item.id}
              onClick={() => dispatch({ type: 'select', itemId: item.id })}
              onDragStart={(event) => {
                event.dataTransfer.setData(DRAG_TYPE, item.id);
                event.dataTransfer.effectAllowed = 'move';
              }}
            >
              <span className={styles.emoji} aria-hidden="true">
                {item.emoji}
              </span>
              {i18n._(item.label)}
            </button>
          </li>
        ))}
        {waiting.length === 0 ? (
          <li>
            <Trans>Hepsini yerleştirdin!</Trans>
          </li>
        ) : null}
      </ul>

      <div className={styles.categories}>
        {categories.map((category) => {
          const label = i18n._(category.label);
          const inside = items.filter((item) => state.placed[item.id] === category.id);
          return (
            <section
              key={category.id}
              className={styles.category}
              data-over={dragOver === category.id}
              aria-label={label}
              onDragOver={(event) => {
                event.preventDefault();
                setDragOver(category.id);
              }}
              onDragLeave={() => setDragOver(null)}
              onDrop={drop(category.id)}
            >
              <Button
                variant={selected ? 'primary' : 'secondary'}
                disabled={!selected}
                onClick={() => selected && dispatch({ type: 'place', itemId: selected.id, categoryId: category.id })}
              >
                {selected ? t`Buraya koy: ${label}` : label}
              </Button>
              <ul className={styles.placedList}>
                {inside.map((item) => {
                  const correct = isPlacedCorrectly(item, state);
                  return (
                    <li key={item.id} className={styles.placed} data-result={correct ? 'correct' : 'incorrect'}>
                      <span aria-hidden="true">{item.emoji}</span>
                      {i18n._(item.label)}
                      <span>{correct ? t`✓ doğru` : t`✗ yanlış`}</span>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>

      <div role="status" aria-live="polite">
        {last && lastCorrect !== null ? (
          <p className={styles.feedback} data-result={lastCorrect ? 'correct' : 'incorrect'}>
            <strong className={styles.feedbackTitle}>{lastCorrect ? <Trans>Doğru!</Trans> : <Trans>Yanlış. Doğru yeri: {rightPlace}</Trans>}</strong>
            {i18n._(last.explanation)}
          </p>
        ) : (
          <p className={styles.feedback} data-result="neutral">
            {selected ? <Trans>Şimdi “{selectedLabel}” için bir kutu seç.</Trans> : <Trans>Önce bir öğeye dokun.</Trans>}
          </p>
        )}
      </div>

      <div className={styles.toolbar}>
        <p className={styles.score}>
          <Trans>
            Puan: {correctCount} / {total}
          </Trans>
        </p>
        <Button variant="ghost" onClick={() => dispatch({ type: 'reset' })}>
          <Trans>Baştan başla</Trans>
        </Button>
      </div>
    </div>
  );
}
