import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { GridShapeSpec, GridShapeTask } from '../../content/manipulativeTypes.ts';
import { checkGridShape, emptyGrid, gridArea, toggleCell, type GridState } from '../../model/manipulatives/gridShape.ts';
import { SquareGrid } from './SquareGrid.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './GridShapeManipulative.css.ts';

function GridBoard({ spec, task, run }: { spec: GridShapeSpec; task: GridShapeTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<GridState>(() => emptyGrid(spec.columns, spec.rows));
  const change = (next: GridState) => {
    setState(next);
    run.clear();
  };
  const area = gridArea(state);
  const columns = spec.columns;
  const rows = spec.rows;

  const check = () => {
    const verdict = checkGridShape(task, state);
    const messages = {
      correct: t`Şeklin istenen gibi. Kareleri ve kenarları saydığın için tebrikler!`,
      empty: t`Henüz hiç kare boyamadın. Bir kareye dokun ya da Boşluk tuşuna bas.`,
      'not-connected': t`Kareler birbirine kenarlarıyla değmeli. Ayrı duran kareleri birleştir.`,
      'area-too-small': t`Şeklin alanı istenenden küçük. Kaç birim kare gerektiğini yeniden say.`,
      'area-too-big': t`Şeklin alanı istenenden büyük. Bir kareyi kaldır.`,
      'not-rectangle': t`Alan doğru ama şekil bir dikdörtgen değil. Kareleri eşit uzunlukta, eksiksiz sıralara diz.`,
      'not-square': t`Şeklin bir dikdörtgen ama kare değil. Karenin bütün kenarları eşit uzunluktadır.`,
      'perimeter-too-small': t`Alan doğru ama çevre istenenden kısa. Kareleri daha uzun bir sıraya diz.`,
      'perimeter-too-big': t`Alan doğru ama çevre istenenden uzun. Kareleri birbirine daha çok yaklaştır.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.layout}>
        <SquareGrid
          cells={state.cells}
          columns={columns}
          label={t`Kareli zemin: ${columns} sütun, ${rows} satır; ${area} kare boyalı.`}
          squareLabel={(row, column) => t`Satır ${row}, sütun ${column}`}
          onToggle={(index) => change(toggleCell(state, index))}
          className={css.grid}
          squareClassName={css.square}
          columnWidth={44}
        />
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
