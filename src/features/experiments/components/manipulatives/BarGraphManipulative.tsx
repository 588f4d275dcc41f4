import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BarGraphSpec, BarGraphTask } from '../../content/manipulativeTypes.ts';
import { changeBar, checkBarGraph, chooseAnswer, initialBarGraph, pictureCount, tallyGroups, type BarGraphState } from '../../model/manipulatives/barGraph.ts';
import { Stepper } from './Stepper.tsx';
import { AnswerChoices } from './AnswerChoices.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
const BAR_COLOURS = ['#2563eb', '#f59e0b', '#16a34a', '#db2777', '#7c3aed', '#0891b2'] as const;
const CHART = { left: 44, right: 390, top: 16, bottom: 190 } as const;

/** Tally marks: four strokes and one across for every five. */
function Tally({ count, label }: { count: number; label: string }) {
  const { fives, rest } = tallyGroups(count);
  const width = Math.max(12, fives * 34 + rest * 7 + 6);
  return (
    <svg viewBox={`0 0 ${width} 24`} width={width} height={24} role="img" aria-label={label}>
      {Array.from({ length: fives }, (_, group) => (
        <g key={group} stroke={INK} strokeWidth={2}>
          {[0, 1, 2, 3].map((i) => (
            <line key={i} x1={group * 34 + 4 + i * 6} x2={group * 34 + 4 + i * 6} y1={3} y2={21} />
          ))}
          <line x1={group * 34} x2={group * 34 + 26} y1={18} y2={6} />
        </g>
      ))}
      {Array.from({ length: rest }, (_, i) => (
        <line key={i} x1={fives * 34 + 4 + i * 7} x2={fives * 34 + 4 + i * 7} y1={3} y2={21} stroke={INK} strokeWidth={2} />
      ))}
    </svg>
  );
}

const PICTURES = { left: 152, pitch: 20, top: 26, row: 34 } as const;

/** A picture graph (şekil grafiği): a row of the category's emoji for each category, one for every `step` items, and its key. */
function PictureGraph({
  spec,
  values,
  names,
  title,
  keyText,
  label,
}: {
  spec: BarGraphSpec;
  values: readonly number[];
  names: readonly string[];
  title: string;
  keyText: string;
  label: string;
}) {
  const height = PICTURES.top + spec.categories.length * PICTURES.row + 28;
  return (
    <svg viewBox={`0 0 400 ${height}`} className={css.svg} role="img" aria-label={label}>
      <text x={4} y={15} fontSize={13} fontWeight={700} fill={INK}>
        {title}
      </text>
      {spec.categories.map((category, i) => {
        const y = PICTURES.top + i * PICTURES.row;
        const count = pictureCount(values[i] ?? 0, spec.step);
        return (
          <g key={category.id}>
            <rect x={0} y={y} width={400} height={PICTURES.row} fill={i % 2 === 0 ? '#f3f7f4' : '#ffffff'} stroke="#d3dfd6" />
            <text x={6} y={y + 22} fontSize={16}>
              {category.emoji}
            </text>
            <text x={30} y={y + 22} fontSize={13} fill={INK}>
              {names[i]}
            </text>
            <line x1={PICTURES.left - 6} x2={PICTURES.left - 6} y1={y} y2={y + PICTURES.row} stroke={INK} />
            {Array.from({ length: count }, (_, picture) => (
              <text key={picture} x={PICTURES.left + picture * PICTURES.pitch} y={y + 24} fontSize={18}>
                {category.emoji}
              </text>
            ))}
          </g>
        );
      })}
      <text x={4} y={height - 8} fontSize={13} fontWeight={700} fill={INK}>
        {keyText}
      </text>
    </svg>
  );
}

function BarGraphBoard({ spec, task, run }: { spec: BarGraphSpec; task: BarGraphTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<BarGraphState>(() => initialBarGraph(task));
  const change = (next: BarGraphState) => {
    setState(next);
    run.clear();
  };
  const names = spec.categories.map((category) => i18n._(category.label));
  const title = i18n._(spec.title);
  const axis = i18n._(spec.axisLabel);
  const summary = names.map((name, i) => {
    const value = state.values[i] ?? 0;
    return t`${name}: ${value}`;
  });
  const summaryText = summary.join(', ');
  const pictures = spec.display === 'pictures';
  const unit = spec.unit ? i18n._(spec.unit) : '';
  const step = spec.step;
  const keyText = t`Anahtar: 1 resim = ${step} ${unit}`;
  const label = pictures ? t`Şekil grafiği, ${title}. ${keyText}. ${summaryText}.` : t`Sütun grafiği, ${title}. ${summaryText}.`;

  const slot = (CHART.right - CHART.left) / spec.categories.length;
  const yOf = (value: number) => CHART.bottom - (value / spec.max) * (CHART.bottom - CHART.top);
  const lineEvery = spec.max / spec.step > 12 ? spec.step * 2 : spec.step;
  const lines = Array.from({ length: Math.floor(spec.max / lineEvery) + 1 }, (_, i) => i * lineEvery);

  const check = () => {
    const verdict = checkBarGraph(task, state);
    const off = verdict.correct ? 0 : (verdict.detail ?? 0);
    const messages = pictures
      ? {
          correct: task.kind === 'build' ? t`Bütün satırlar tablodaki sayılarla aynı.` : t`Grafiği doğru okudun.`,
          'bars-differ': t`${off} satır tablodaki sayıyla uyuşmuyor. Her satırdaki resimleri anahtara göre say.`,
          'no-choice': t`Önce bir cevap seç.`,
          'wrong-choice': t`Bu cevap grafikle uyuşmuyor. Resimleri anahtara göre yeniden say.`,
        }
      : {
          correct: task.kind === 'build' ? t`Bütün sütunlar tablodaki sayılarla aynı.` : t`Grafiği doğru okudun.`,
          'bars-differ': t`${off} sütun tablodaki sayıyla uyuşmuyor. Her sütunun tepesini eksendeki sayıyla karşılaştır.`,
          'no-choice': t`Önce bir cevap seç.`,
          'wrong-choice': t`Bu cevap grafikle uyuşmuyor. Sütunların tepesinden eksene bakarak yeniden oku.`,
        };
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.stackedBoard}>
        <figure className={css.figure}>
          {pictures ? (
            <PictureGraph spec={spec} values={state.values} names={names} title={title} keyText={keyText} label={label} />
          ) : (
            <svg viewBox="0 0 400 250" className={css.svg} role="img" aria-label={label}>
              <text x={CHART.left} y={12} fontSize={13} fontWeight={700} fill={INK}>
                {title}
              </text>
              {lines.map((value) => (
                <g key={value}>
                  <line x1={CHART.left} x2={CHART.right} y1={yOf(value)} y2={yOf(value)} stroke="#d3dfd6" />
                  <text x={CHART.left - 6} y={yOf(value) + 4} fontSize={12} textAnchor="end" fill={INK}>
                    {value}
                  </text>
                </g>
              ))}
              <text
                x={12}
                y={(CHART.top + CHART.bottom) / 2}
                fontSize={11}
                textAnchor="middle"
                fill={INK}
                transform={`rotate(-90 12 ${(CHART.top + CHART.bottom) / 2})`}
              >
                {axis}
              </text>
              {spec.categories.map((category, i) => {
                const value = state.values[i] ?? 0;
                const x = CHART.left + i * slot + slot * 0.2;
                const width = slot * 0.6;
                return (
                  <g key={category.id}>
                    <rect x={x} y={yOf(value)} width={width} height={CHART.bottom - yOf(value)} fill={BAR_COLOURS[i % BAR_COLOURS.length]} stroke={INK} />
                    <text x={x + width / 2} y={CHART.bottom + 20} fontSize={16} textAnchor="middle">
                      {category.emoji}
                    </text>
                    <text x={x + width / 2} y={CHART.bottom + 38} fontSize={13} textAnchor="middle" fill={INK}>
                      {names[i]}
                    </text>
                  </g>
                );
              })}
              <line x1={CHART.left} x2={CHART.left} y1={CHART.top} y2={CHART.bottom} stroke={INK} strokeWidth={2} />
              <line x1={CHART.left} x2={CHART.right} y1={CHART.bottom} y2={CHART.bottom} stroke={INK} strokeWidth={2} />
            </svg>
          )}
        </figure>
        <div className={task.kind === 'build' ? css.controlGrid : css.controls}>
          {task.kind === 'build' ? (
            <>
              <table className={css.table}>
                <caption className={css.hint}>
                  <Trans>Veri tablosu</Trans>
                </caption>
                <thead>
                  <tr>
                    <th className={css.cell} scope="col">
                      <Trans>Seçenek</Trans>
                    </th>
                    {spec.tally ? (
                      <th className={css.cell} scope="col">
                        <Trans>Çetele</Trans>
                      </th>
                    ) : null}
                    <th className={css.cell} scope="col">
                      {axis}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {spec.categories.map((category, i) => {
                    const count = task.values[i] ?? 0;
                    return (
                      <tr key={category.id}>
                        <th className={css.cell} scope="row">
                          <span aria-hidden="true">{category.emoji}</span> {names[i]}
                        </th>
                        {spec.tally ? (
                          <td className={css.cell}>
                            <Tally count={count} label={t`${count} çetele çizgisi`} />
                          </td>
                        ) : null}
                        <td className={css.cell}>{count}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <div className={css.controls}>
                {spec.categories.map((category, i) => {
                  const name = names[i] ?? '';
                  const value = state.values[i] ?? 0;
                  const count = pictureCount(value, step);
                  return (
                    <Stepper
                      key={category.id}
                      label={name}
                      value={value}
                      valueText={pictures && step > 1 ? t`${value} (${count} resim)` : String(value)}
                      decreaseLabel={pictures ? t`${name} satırından 1 resim çıkar` : t`${name} sütununu ${step} azalt`}
                      increaseLabel={pictures ? t`${name} satırına 1 resim ekle` : t`${name} sütununu ${step} artır`}
                      canDecrease={value > 0}
                      canIncrease={value < spec.max}
                      onStep={(steps) => change(changeBar(state, i, steps, spec.step, spec.max))}
                    />
                  );
                })}
              </div>
            </>
          ) : (
            <AnswerChoices options={task.options} chosen={state.choice} onChoose={(i) => change(chooseAnswer(state, i))} />
          )}
        </div>
      </div>
    </TaskFrame>
  );
}

/** A bar graph (or a picture graph, `display: 'pictures'`): raise the bars or add the pictures to match a data table, then read the finished graph. */
export default function BarGraphManipulative({ spec }: { spec: BarGraphSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <BarGraphBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
