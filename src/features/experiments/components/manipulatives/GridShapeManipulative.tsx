import { useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { GridShapeSpec, GridShapeTask } from '../../content/manipulativeTypes.ts';
import { checkGridShape, emptyGrid, gridArea, toggleCell, type GridState } from '../../model/manipulatives/gridShape.ts';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './GridShapeManipulative.css.ts';

const MOVES: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

function GridBoard({ spec, task, run }: { spec: GridShapeSpec; task: GridShapeTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<GridState>(() => emptyGrid(spec.columns, spec.rows));
  // One square is in the Tab order; the arrow keys move between squares (a roving tab stop).
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const change = (next: GridState) => {
    setState(next);
    run.clear();
  };
  const area = gridArea(state);
  const columns = spec.columns;
  const rows = spec.rows;

  const keyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    let next: number;
    if (move) {
      const column = Math.min(columns - 1, Math.max(0, (focused % columns) + move[0]));
      const row = Math.min(rows - 1, Math.max(0, Math.floor(focused / columns) + move[1]));
      next = row * columns + column;
    } else if (event.key === 'Home') next = Math.floor(focused / columns) * columns;
    else if (event.key === 'End') next = Math.floor(focused / columns) * columns + columns - 1;
    else return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const check = () => {
    const verdict = checkGridShape(task, state);
    const messages = {
      correct: t`Şeklin istenen gibi. Kareleri ve kenarları saydığın için tebrikler!`,
      empty: t`Henüz hiç kare boyamadın. Bir kareye dokun ya da Boşluk tuşuna bas.`,
      'not-connected': t`Kareler birbirine kenarlarıyla değmeli. Ayrı duran kareleri birleştir.`,
      'area-too-small': t`Şeklin alanı istenenden küçük. Kaç birim kare gerektiğini yeniden say.`,
      'area-too-big': t`Şeklin alanı istenenden büyük. Bir kareyi kaldır.`,
      'perimeter-too-small': t`Alan doğru ama çevre istenenden kısa. Kareleri daha uzun bir sıraya diz.`,
      'perimeter-too-big': t`Alan doğru ama çevre istenenden uzun. Kareleri birbirine daha çok yaklaştır.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.layout}>
        <div
          className={css.grid}
          role="group"
          aria-label={t`Kareli zemin: ${columns} sütun, ${rows} satır; ${area} kare boyalı.`}
          style={{ gridTemplateColumns: `repeat(${columns}, 44px)` }}
          onKeyDown={keyDown}
        >
          {state.cells.map((on, index) => {
            const row = Math.floor(index / columns) + 1;
            const column = (index % columns) + 1;
            return (
              <button
                key={index}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className={css.square}
                tabIndex={index === focused ? 0 : -1}
                aria-pressed={on}
                aria-label={t`Satır ${row}, sütun ${column}`}
                onFocus={() => setFocused(index)}
                onClick={() => change(toggleCell(state, index))}
              >
                {on ? <span aria-hidden="true">■</span> : null}
              </button>
            );
          })}
        </div>
        <div className={css.side}>
          <p className={css.hint}>
            <Trans>Kareye dokunarak boya ya da sil. Klavyede ok tuşlarıyla kareler arasında gez, Boşluk ya da Enter ile boya.</Trans>
          </p>
          <p className={css.readout}>
            <Trans>Boyalı kare sayısı: {area}</Trans>
          </p>
          <Button variant="ghost" size="sm" onClick={() => change(emptyGrid(columns, rows))}>
            <Trans>Zemini temizle</Trans>
          </Button>
        </div>
      </div>
    </TaskFrame>
  );
}

/** Unit squares on a grid: build a shape with a given area and perimeter. */
export default function GridShapeManipulative({ spec }: { spec: GridShapeSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <GridBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
