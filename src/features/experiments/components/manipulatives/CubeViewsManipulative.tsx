import { useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { CubeViewsSpec, CubeViewsTask } from '../../content/manipulativeTypes.ts';
import {
  baseSize,
  checkCubes,
  chooseView,
  cubeCount,
  frontView,
  initialCubes,
  MAX_HEIGHT,
  selectSquare,
  sideView,
  stack,
  topView,
  type CubeState,
  type Heights,
} from '../../model/manipulatives/cubeViews.ts';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './GridShapeManipulative.css.ts';

const INK = '#1b2a22';
const S = 26;
const MOVES: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/** The stacks in an oblique drawing: the front faces square on, tops and right sides slanting back. */
function Structure({ heights, label }: { heights: Heights; label: string }) {
  const { rows, columns } = baseSize(heights);
  const depth = S / 2;
  const width = columns * S + rows * depth + 8;
  const height = MAX_HEIGHT * S + rows * depth + 8;
  const cubes: { x: number; y: number; key: string }[] = [];
  // Back rows first, then left to right, then bottom to top: nearer cubes are drawn over farther ones.
  for (let row = 0; row < rows; row++) {
    const d = rows - 1 - row;
    for (let column = 0; column < columns; column++) {
      for (let level = 0; level < (heights[row]?.[column] ?? 0); level++) {
        cubes.push({ x: 4 + column * S + d * depth, y: height - 4 - S - (level * S + d * depth), key: `${row}-${column}-${level}` });
      }
    }
  }
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={css.svg} role="img" aria-label={label}>
      {cubes.map(({ x, y, key }) => (
        <g key={key} stroke={INK} strokeWidth={1.2} strokeLinejoin="round">
          <path d={`M${x} ${y} l${depth} ${-depth} h${S} l${-depth} ${depth} Z`} fill="#fde68a" />
          <path d={`M${x + S} ${y} l${depth} ${-depth} v${S} l${-depth} ${depth} Z`} fill="#f59e0b" />
          <rect x={x} y={y} width={S} height={S} fill="#fbbf24" />
        </g>
      ))}
    </svg>
  );
}

/** A view as squares: a stack of squares for each height, left to right. */
function Profile({ columns, label }: { columns: readonly number[]; label: string }) {
  const size = 16;
  const tallest = Math.max(1, ...columns);
  return (
    <svg
      viewBox={`0 0 ${columns.length * size + 2} ${tallest * size + 2}`}
      width={columns.length * size + 2}
      height={tallest * size + 2}
      role="img"
      aria-label={label}
    >
      {columns.flatMap((height, column) =>
        Array.from({ length: height }, (_, level) => (
          <rect key={`${column}-${level}`} x={1 + column * size} y={1 + (tallest - 1 - level) * size} width={size} height={size} fill="#fbbf24" stroke={INK} />
        )),
      )}
      <line x1={0} x2={columns.length * size + 2} y1={tallest * size + 1} y2={tallest * size + 1} stroke={INK} strokeWidth={2} />
    </svg>
  );
}

function TopDrawing({ cells, label }: { cells: readonly (readonly boolean[])[]; label: string }) {
  const size = 16;
  const columns = cells[0]?.length ?? 0;
  return (
    <svg
      viewBox={`0 0 ${columns * size + 2} ${cells.length * size + 2}`}
      width={columns * size + 2}
      height={cells.length * size + 2}
      role="img"
      aria-label={label}
    >
      {cells.flatMap((row, r) =>
        row.map((on, c) => (
          <rect key={`${r}-${c}`} x={1 + c * size} y={1 + r * size} width={size} height={size} fill={on ? '#fbbf24' : '#ffffff'} stroke={INK} />
        )),
      )}
    </svg>
  );
}

function CubesBoard({ task, run }: { task: CubeViewsTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<CubeState>(() => initialCubes(task));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { rows, columns } = baseSize(state.heights);
  const change = (next: CubeState) => {
    if (next === state) return;
    setState(next);
    run.clear();
  };
  const heightsText = (heights: Heights) => heights.map((row) => row.join(' ')).join(' / ');
  const profileText = (values: readonly number[]) => values.join(', ');
  const topText = (cells: readonly (readonly boolean[])[]) => cells.map((row) => row.map((on) => (on ? '■' : '□')).join('')).join(' / ');

  const keyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    const index = state.selected;
    if (move) {
      event.preventDefault();
      const column = Math.min(columns - 1, Math.max(0, (index % columns) + move[0]));
      const row = Math.min(rows - 1, Math.max(0, Math.floor(index / columns) + move[1]));
      const next = row * columns + column;
      setState(selectSquare(state, next));
      buttons.current[next]?.focus();
    } else if (event.key === '+' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      change(stack(state, index, 1));
    } else if (event.key === '-' || event.key === '−' || event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      change(stack(state, index, -1));
    }
  };

  const check = () => {
    const verdict = checkCubes(task, state);
    const messages = {
      correct: task.kind === 'build' ? t`Yapının önden, sağdan ve üstten görünümleri istenenlerle aynı.` : t`Görünümü doğru seçtin.`,
      empty: t`Henüz hiç küp koymadın.`,
      'top-differs': t`Üstten görünüm uymuyor: küp olan ve olmayan kareleri üstten görünümle karşılaştır.`,
      'front-differs': t`Önden görünüm uymuyor: her sütundaki en yüksek kuleye bak.`,
      'side-differs': t`Sağdan görünüm uymuyor: önden arkaya her sıradaki en yüksek kuleye bak.`,
      'no-choice': t`Önce bir görünüm seç.`,
      'wrong-choice': t`Bu çizim istenen görünüm değil. O yönden bakınca her sütunda en yüksek kuleyi görürsün.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const target = task.kind === 'build' ? task.target : state.heights;
  const frontText = profileText(frontView(target));
  const sideText = profileText(sideView(target));
  const topViewText = topText(topView(target));
  const built = heightsText(state.heights);
  const count = cubeCount(state.heights);
  const structureLabel = t`Birim küplerden yapı; kule yükseklikleri arkadan öne sıra sıra: ${built}. Toplam ${count} küp.`;

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.layout}>
        <figure className={css.figure} style={{ flex: '1 1 14rem', maxWidth: '22rem' }}>
          <Structure heights={state.heights} label={structureLabel} />
          <figcaption className={css.caption}>
            <Trans>Yapıya önden bakıyorsun; sağ yüzler ve üst yüzler de görünüyor.</Trans>
          </figcaption>
        </figure>
        <div className={css.side}>
          {task.kind === 'build' ? (
            <>
              <div className={css.toggleRow}>
                {[
                  {
                    name: t`Önden`,
                    drawing: <Profile columns={frontView(task.target)} label={t`Önden görünüm: sütun yükseklikleri ${frontText}`} />,
                  },
                  {
                    name: t`Sağdan`,
                    drawing: <Profile columns={sideView(task.target)} label={t`Sağdan görünüm: önden arkaya yükseklikler ${sideText}`} />,
                  },
                  {
                    name: t`Üstten`,
                    drawing: <TopDrawing cells={topView(task.target)} label={t`Üstten görünüm, arka sıra üstte: ${topViewText}`} />,
                  },
                ].map(({ name, drawing }) => (
                  <figure key={name} className={css.figure}>
                    {drawing}
                    <figcaption className={css.caption}>{name}</figcaption>
                  </figure>
                ))}
              </div>
              <p className={css.hint}>
                <Trans>
                  Taban karesini seç, sonra küp ekle ya da çıkar. Klavyede ok tuşlarıyla kareler arasında gez; Enter, Boşluk ya da + küp ekler, − ya da Geri
                  tuşu küp çıkarır. Ön sıra altta.
                </Trans>
              </p>
              <div
                className={css.grid}
                role="group"
                aria-label={t`Taban: ${rows} sıra, ${columns} sütun; ön sıra altta.`}
                style={{ gridTemplateColumns: `repeat(${columns}, 44px)` }}
                onKeyDown={keyDown}
              >
                {state.heights.flatMap((cells, r) =>
                  cells.map((height, c) => {
                    const index = r * columns + c;
                    const rowNumber = rows - r;
                    const columnNumber = c + 1;
                    return (
                      <button
                        key={index}
                        ref={(element) => {
                          buttons.current[index] = element;
                        }}
                        type="button"
                        className={css.square}
                        style={{ color: INK, fontWeight: 800 }}
                        tabIndex={index === state.selected ? 0 : -1}
                        aria-pressed={index === state.selected}
                        aria-label={t`Önden ${rowNumber}. sıra, ${columnNumber}. sütun: ${height} küp`}
                        onFocus={() => setState(selectSquare(state, index))}
                        onClick={() => setState(selectSquare(state, index))}
                      >
                        {height}
                      </button>
                    );
                  }),
                )}
              </div>
              <div className={css.toggleRow}>
                <Button variant="secondary" onClick={() => change(stack(state, state.selected, -1))}>
                  <Trans>Küp çıkar</Trans>
                </Button>
                <Button variant="secondary" onClick={() => change(stack(state, state.selected, 1))}>
                  <Trans>Küp ekle</Trans>
                </Button>
              </div>
              <p className={css.readout} aria-live="polite">
                <Trans>Küp sayısı: {count}</Trans>
              </p>
            </>
          ) : (
            <ul className={css.toggleRow} aria-label={t`Görünümler`}>
              {task.options.map((option, i) => {
                const text = profileText(option);
                return (
                  <li key={i}>
                    <button
                      type="button"
                      className={css.toggle}
                      aria-pressed={state.choice === i}
                      aria-label={t`Sütun yükseklikleri ${text}`}
                      onClick={() => change(chooseView(state, i))}
                    >
                      {state.choice === i ? <span aria-hidden="true">✓</span> : null}
                      <Profile columns={option} label="" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </TaskFrame>
  );
}

/** Unit cubes stacked on a base grid: build a structure from its front, side and top views, or pick a view. */
export default function CubeViewsManipulative({ spec }: { spec: CubeViewsSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <CubesBoard key={run.key} task={task} run={run} /> : null;
}
