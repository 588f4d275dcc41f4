import { useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { TransformationGridSpec, TransformationTask } from '../../content/manipulativeTypes.ts';
import {
  checkTransform,
  clearPainted,
  initialTransform,
  shifted,
  slideCopy,
  togglePainted,
  type TransformState,
} from '../../model/manipulatives/transformationGrid.ts';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './TransformationGridManipulative.css.ts';

/** The grid's squares are a touch target wide with 2 px lines between them, inside a 2 px border. */
const PITCH = 46;

const MOVES: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

function TransformBoard({ spec, task, run }: { spec: TransformationGridSpec; task: TransformationTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const size = { columns: spec.columns, rows: spec.rows };
  const [state, setState] = useState<TransformState>(() => initialTransform(size));
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { columns, rows } = spec;
  const indexOf = ([column, row]: readonly [number, number]) => row * columns + column;
  const shapeCells = new Set(task.shape.map(indexOf));
  const copyCells = new Set(task.kind === 'translate' ? shifted(task.shape, state.dx, state.dy).map(indexOf) : []);

  const change = (next: TransformState) => {
    if (next === state) return;
    setState(next);
    run.clear();
  };

  const keyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const column = Math.min(columns - 1, Math.max(0, (focused % columns) + move[0]));
    const row = Math.min(rows - 1, Math.max(0, Math.floor(focused / columns) + move[1]));
    const next = row * columns + column;
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const check = () => {
    const verdict = checkTransform(task, state, size);
    const count = verdict.correct ? 0 : (verdict.detail ?? 0);
    const messages = {
      correct:
        task.kind === 'translate'
          ? t`Kopya istenen yere ötelendi; şekli ve boyutu değişmedi.`
          : t`Görüntü doğru: her kare aynaya, karşılığıyla aynı uzaklıkta.`,
      'not-moved': t`Kopya henüz yerinden kımıldamadı. Ok düğmeleriyle kaydır.`,
      'wrong-across': t`Sağa ya da sola kaydırma miktarı doğru değil. Şeklin bir köşesini seç ve kareleri say.`,
      'wrong-up-down': t`Yukarı ya da aşağı kaydırma miktarı doğru değil. Şeklin bir köşesini seç ve kareleri say.`,
      empty: t`Henüz hiç kare boyamadın.`,
      'slid-not-flipped': t`Şekli aynanın öbür yanına kaydırmışsın ama çevirmemişsin. Aynaya en yakın kare, görüntüde de aynaya en yakın olmalı.`,
      'wrong-cells': t`${count} kare görüntüyle uyuşmuyor. Her karenin aynaya uzaklığını say; görüntüsü aynanın öbür yanında aynı uzaklıkta olmalı.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const across = state.dx;
  const paintedCount = state.painted.filter(Boolean).length;
  const up = state.dy;
  const movedText =
    task.kind === 'translate'
      ? t`Kopya ${across} birim sağa (eksi ise sola), ${up} birim yukarı (eksi ise aşağı) ötelendi.`
      : t`Boyalı kare sayısı: ${paintedCount}`;

  const mirrorStyle =
    task.kind === 'reflect'
      ? task.mirror.axis === 'vertical'
        ? { left: task.mirror.at * PITCH - 1, top: 0, bottom: 0, borderLeftWidth: 4 }
        : { top: task.mirror.at * PITCH - 1, left: 0, right: 0, borderTopWidth: 4 }
      : undefined;

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.layout}>
        <div className={css.frame}>
          <div
            className={css.grid}
            role="group"
            aria-label={t`Kareli zemin: ${columns} sütun, ${rows} satır. Şeklin kareleri A harfiyle gösteriliyor.`}
            style={{ gridTemplateColumns: `repeat(${columns}, 44px)` }}
            onKeyDown={task.kind === 'reflect' ? keyDown : undefined}
          >
            {Array.from({ length: columns * rows }, (_, index) => {
              const row = Math.floor(index / columns) + 1;
              const column = (index % columns) + 1;
              const inShape = shapeCells.has(index);
              if (task.kind === 'translate') {
                const inCopy = copyCells.has(index);
                return (
                  <div key={index} aria-hidden="true" className={[css.plain, inCopy ? css.copy : inShape ? css.original : ''].join(' ')}>
                    {inCopy ? 'A′' : inShape ? 'A' : ''}
                  </div>
                );
              }
              const on = state.painted[index] ?? false;
              const name = inShape ? t`Satır ${row}, sütun ${column}: şekil` : t`Satır ${row}, sütun ${column}`;
              return (
                <button
                  key={index}
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  type="button"
                  className={[css.square, inShape ? css.original : ''].join(' ')}
                  tabIndex={index === focused ? 0 : -1}
                  aria-pressed={inShape ? undefined : on}
                  aria-disabled={inShape || undefined}
                  aria-label={name}
                  onFocus={() => setFocused(index)}
                  onClick={() => !inShape && change(togglePainted(state, index))}
                >
                  {inShape ? 'A' : on ? <span aria-hidden="true">■</span> : null}
                </button>
              );
            })}
          </div>
          {mirrorStyle ? <div className={css.mirror} style={mirrorStyle} aria-hidden="true" /> : null}
        </div>
        <div className={css.side}>
          {task.kind === 'translate' ? (
            <>
              <p className={css.hint}>
                <Trans>Taralı A şekli yerinde kalır; dolu A′ kopyasını ok düğmeleriyle kaydır.</Trans>
              </p>
              <div className={css.toggleRow} role="group" aria-label={t`Kopyayı kaydır`}>
                <Button variant="secondary" aria-label={t`Kopyayı sola kaydır`} onClick={() => change(slideCopy(state, task, -1, 0, size))}>
                  ←
                </Button>
                <Button variant="secondary" aria-label={t`Kopyayı yukarı kaydır`} onClick={() => change(slideCopy(state, task, 0, 1, size))}>
                  ↑
                </Button>
                <Button variant="secondary" aria-label={t`Kopyayı aşağı kaydır`} onClick={() => change(slideCopy(state, task, 0, -1, size))}>
                  ↓
                </Button>
                <Button variant="secondary" aria-label={t`Kopyayı sağa kaydır`} onClick={() => change(slideCopy(state, task, 1, 0, size))}>
                  →
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className={css.hint}>
                <Trans>
                  Kesikli çizgi ayna doğrusu. Görüntünün karelerine dokunarak boya ya da sil. Klavyede ok tuşlarıyla kareler arasında gez, Boşluk ya da Enter
                  ile boya.
                </Trans>
              </p>
              <Button variant="ghost" size="sm" onClick={() => change(clearPainted(state))}>
                <Trans>Boyaları sil</Trans>
              </Button>
            </>
          )}
          <p className={css.readout} aria-live="polite">
            {movedText}
          </p>
        </div>
      </div>
    </TaskFrame>
  );
}

/** A shape on squared paper to translate (slide a copy) or reflect in a mirror line (paint the image). */
export default function TransformationGridManipulative({ spec }: { spec: TransformationGridSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <TransformBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
