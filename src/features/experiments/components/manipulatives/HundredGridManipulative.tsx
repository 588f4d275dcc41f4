import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { HundredGridSpec, HundredGridTask } from '../../content/manipulativeTypes.ts';
import {
  checkHundredGrid,
  chooseHundredAnswer,
  decimalText,
  GRID_CELLS,
  GRID_SIDE,
  initialHundredGrid,
  shadedHundredths,
  shadeFirst,
  toggleHundredCell,
  type HundredGridState,
} from '../../model/manipulatives/hundredGrid.ts';
import { Stepper } from './Stepper.tsx';
import { SquareGrid } from './SquareGrid.tsx';
import { AnswerChoices } from './AnswerChoices.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './HundredGridManipulative.css.ts';

const SHADE = '#1f6f43';
const LINE = '#1b2a22';

/** The finished grid of a reading task: a picture, shaded squares green with a white dot (not colour alone). */
function GridPicture({ cells, label }: { cells: readonly boolean[]; label: string }) {
  const size = 24;
  return (
    <svg viewBox={`0 0 ${GRID_SIDE * size + 4} ${GRID_SIDE * size + 4}`} className={css.picture} role="img" aria-label={label}>
      {cells.map((on, i) => {
        const x = 2 + (i % GRID_SIDE) * size;
        const y = 2 + Math.floor(i / GRID_SIDE) * size;
        return (
          <g key={i}>
            <rect x={x} y={y} width={size} height={size} fill={on ? SHADE : '#ffffff'} stroke={LINE} strokeWidth={1} />
            {on ? <circle cx={x + size / 2} cy={y + size / 2} r={3} fill="#ffffff" /> : null}
          </g>
        );
      })}
      <rect x={2} y={2} width={GRID_SIDE * size} height={GRID_SIDE * size} fill="none" stroke={LINE} strokeWidth={2} />
    </svg>
  );
}

function HundredBoard({ task, run }: { task: HundredGridTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<HundredGridState>(() => initialHundredGrid(task));
  const change = (next: HundredGridState) => {
    setState(next);
    run.clear();
  };
  const shaded = shadedHundredths(state);
  const decimal = decimalText(shaded);

  const check = () => {
    const verdict = checkHundredGrid(task, state);
    const messages = {
      correct: t`100 eş karenin ${shaded} tanesi boyalı: ${shaded}/100 = ${decimal} = %${shaded}.`,
      'none-shaded': t`Henüz hiç kare boyamadın. Bir kareye dokun ya da “Boyalı kare” düğmeleriyle boya.`,
      'too-few': t`Boyalı kareler istenenden az. Bir sıranın 10 kare, yani onda bir olduğunu hatırla.`,
      'too-many': t`Boyalı kareler istenenden fazla. Bazı karelerin boyasını kaldır.`,
      'no-choice': t`Önce bir cevap seç.`,
      'wrong-choice': t`Bu cevap boyalı kısmı göstermiyor. Boyalı tam sıraları ve tek kareleri say.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      {task.kind === 'shade' ? (
        <div className={css.layout}>
          <SquareGrid
            cells={state.cells}
            columns={GRID_SIDE}
            label={t`Yüzlük tablo: 10 sıra, 10 sütun; ${shaded} kare boyalı.`}
            squareLabel={(row, column) => t`Sıra ${row}, sütun ${column}`}
            onToggle={(index) => change(toggleHundredCell(state, index))}
            className={css.grid}
            squareClassName={css.square}
          />
          <div className={css.side}>
            <p className={css.hint}>
              <Trans>
                Kareye dokunarak boya ya da sil. Klavyede ok tuşlarıyla kareler arasında gez, Boşluk ya da Enter ile boya. Aşağıdaki düğmeler kareleri sırayla
                boyar; Shift ile bir sıra (10 kare) birden.
              </Trans>
            </p>
            <Stepper
              label={t`Boyalı kare`}
              value={shaded}
              valueText={t`${shaded} kare`}
              decreaseLabel={t`Bir kare az boya`}
              increaseLabel={t`Bir kare daha boya`}
              canDecrease={shaded > 0}
              canIncrease={shaded < GRID_CELLS}
              onStep={(steps) => change(shadeFirst(state, shaded + steps))}
            />
            <p className={css.readout}>
              <Trans>Boyalı kare sayısı: {shaded} / 100</Trans>
            </p>
            <Button variant="ghost" size="sm" onClick={() => change(shadeFirst(state, 0))}>
              <Trans>Tabloyu temizle</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className={css.board}>
          <figure className={css.figure}>
            <GridPicture cells={state.cells} label={t`Yüzlük tablo: 100 eş karenin ${shaded} tanesi boyalı.`} />
            <figcaption className={css.caption}>
              <Trans>Boyalı kareler yeşil ve noktalı. Bir sıra 10 karedir.</Trans>
            </figcaption>
          </figure>
          <AnswerChoices options={task.options} chosen={state.choice} onChoose={(i) => change(chooseHundredAnswer(state, i))} />
        </div>
      )}
    </TaskFrame>
  );
}

/** A hundred grid: shade hundredths to show a decimal or a percentage, or read what is shaded. */
export default function HundredGridManipulative({ spec }: { spec: HundredGridSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <HundredBoard key={run.key} task={task} run={run} /> : null;
}
