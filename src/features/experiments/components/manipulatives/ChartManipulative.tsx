import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChartSpec, ChartTask } from '../../content/manipulativeTypes.ts';
import {
  changeValue,
  chartLimit,
  checkChart,
  chooseChartAnswer,
  drawsSeries,
  FULL_TURN,
  initialChart,
  type ChartState,
} from '../../model/manipulatives/chart.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { Stepper } from './Stepper.tsx';
import { AnswerChoices } from './AnswerChoices.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

/** The data table of a building task: a column per series (or the counts and their total, for a pie chart). */
function DataTable({ spec, task, categoryNames, seriesNames }: { spec: ChartSpec; task: ChartTask; categoryNames: string[]; seriesNames: string[] }) {
  const { i18n } = useLingui();
  const pie = spec.display === 'pie';
  const counts = task.values[0] ?? [];
  const total = counts.reduce((sum, count) => sum + count, 0);
  return (
    <table className={css.table}>
      <caption className={css.hint}>
        <Trans>Veri tablosu</Trans>
      </caption>
      <thead>
        <tr>
          <th className={css.cell} scope="col">
            <Trans>Seçenek</Trans>
          </th>
          {pie ? (
            <th className={css.cell} scope="col">
              {i18n._(spec.axisLabel)}
            </th>
          ) : (
            seriesNames.map((name) => (
              <th key={name} className={css.cell} scope="col">
                {name}
              </th>
            ))
          )}
        </tr>
      </thead>
      <tbody>
        {categoryNames.map((name, c) => (
          <tr key={name}>
            <th className={css.cell} scope="row">
              {name}
            </th>
            {task.values.map((row, s) => (
              <td key={s} className={css.cell}>
                {row[c]}
              </td>
            ))}
          </tr>
        ))}
        {pie ? (
          <tr>
            <th className={css.cell} scope="row">
              <Trans>Toplam</Trans>
            </th>
            <td className={css.cell}>{total}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function ChartBoard({ spec, task, run }: { spec: ChartSpec; task: ChartTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<ChartState>(() => initialChart(spec, task));
  const change = (next: ChartState) => {
    setState(next);
    run.clear();
  };
  const categoryNames = spec.categories.map((category) => i18n._(category.label));
  const seriesNames = spec.series.map((series) => i18n._(series.label));
  const pie = spec.display === 'pie';
  const limit = chartLimit(spec);
  const step = spec.step;

  const check = () => {
    const verdict = checkChart(spec, task, state);
    const detail = verdict.correct ? 0 : (verdict.detail ?? 0);
    const messages = {
      correct:
        task.kind === 'build'
          ? pie
            ? t`Her dilimin açısı doğru; dilimler bütün daireyi dolduruyor.`
            : t`Grafik tablodaki sayılarla aynı.`
          : t`Grafiği doğru okudun.`,
      'values-differ': pie
        ? t`${detail} dilimin açısı uyuşmuyor. Bir dilimin açısı: sayı ÷ toplam × 360°.`
        : t`${detail} değer tablodaki sayıyla uyuşmuyor. Her noktayı ya da sütunu eksendeki sayıyla karşılaştır.`,
      'pie-not-whole': t`Dilimlerin toplamı ${detail}°, ama bir daire 360°. Her dilimin açısını sayı ÷ toplam × 360° ile bul.`,
      'no-choice': t`Önce bir cevap seç.`,
      'wrong-choice': t`Bu cevap grafikle uyuşmuyor. Grafiği eksene ve açıklamaya bakarak yeniden oku.`,
    };
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const stepperFor = (s: number, c: number) => {
    const value = state.values[s]?.[c] ?? 0;
    const category = categoryNames[c] ?? '';
    const series = seriesNames[s] ?? '';
    const what = pie ? t`${category} dilimi` : spec.display === 'line' ? t`${series} çizgisinin ${category} noktası` : t`${series} ${category} sütunu`;
    return (
      <Stepper
        key={`${s}-${c}`}
        label={category}
        value={value}
        valueText={pie ? `${value}°` : String(value)}
        decreaseLabel={pie ? t`${what}: ${step}° azalt` : t`${what}: ${step} azalt`}
        increaseLabel={pie ? t`${what}: ${step}° artır` : t`${what}: ${step} artır`}
        canDecrease={value > 0}
        canIncrease={value < limit}
        onStep={(steps) => change(changeValue(state, s, c, steps, step, limit))}
      />
    );
  };

  const drawn = pie ? (state.values[0] ?? []).reduce((sum, value) => sum + value, 0) : 0;

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.stackedBoard}>
        <ChartFigure spec={spec} values={state.values} categoryNames={categoryNames} seriesNames={seriesNames} />
        <div className={task.kind === 'build' ? css.controlGrid : css.controls}>
          {task.kind === 'build' ? (
            <>
              <DataTable spec={spec} task={task} categoryNames={categoryNames} seriesNames={seriesNames} />
              {pie ? (
                <div className={css.controls}>
                  <p className={css.hint} aria-live="polite">
                    {drawn > FULL_TURN ? t`Dilimlerin toplamı ${drawn}°: daireden taşıyor.` : t`Dilimlerin toplamı ${drawn}° / 360°.`}
                  </p>
                  {spec.categories.map((_, c) => stepperFor(0, c))}
                </div>
              ) : (
                seriesNames.map((name, s) =>
                  drawsSeries(task, s) ? (
                    <fieldset key={name} className={css.fieldset}>
                      <legend className={css.legend}>{name}</legend>
                      {spec.categories.map((_, c) => stepperFor(s, c))}
                    </fieldset>
                  ) : null,
                )
              )}
            </>
          ) : (
            <AnswerChoices options={task.options} chosen={state.choice} onChoose={(i) => change(chooseChartAnswer(state, i))} />
          )}
        </div>
      </div>
    </TaskFrame>
  );
}

/**
 * Grouped bar, line and pie charts (ikili sütun, çizgi ve daire grafiği): draw a data table's numbers (for a pie,
 * each slice's angle), then read finished charts.
 */
export default function ChartManipulative({ spec }: { spec: ChartSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <ChartBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
