import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { ProbabilitySpinnerSpec, ProbabilityTask } from '../../content/manipulativeTypes.ts';
import {
  checkSpinner,
  chooseProbability,
  fractionText,
  initialSpinner,
  paintSector,
  probabilityOf,
  spin,
  spinCounts,
  type SpinnerState,
} from '../../model/manipulatives/probabilitySpinner.ts';
import { AnswerChoices } from './AnswerChoices.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
const CENTRE = { x: 150, y: 140 } as const;
const RADIUS = 110;

const pointAt = (angle: number, radius: number) => ({
  x: CENTRE.x + radius * Math.sin(angle),
  y: CENTRE.y - radius * Math.cos(angle),
});

function SpinnerBoard({ spec, task, run, taskIndex }: { spec: ProbabilitySpinnerSpec; task: ProbabilityTask; run: TaskRun; taskIndex: number }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<SpinnerState>(() => initialSpinner(task));
  const [brush, setBrush] = useState<string>(spec.colours[0]?.id ?? '');
  const colouring = task.kind === 'colour';
  const total = state.sectors.length;
  const seed = spec.seed + taskIndex;
  const names = new Map(spec.colours.map((colour) => [colour.id, i18n._(colour.label)]));
  const paints = new Map(spec.colours.map((colour) => [colour.id, colour]));
  const nameOf = (id: string | null) => (id === null ? t`boş` : (names.get(id) ?? id));

  const change = (next: SpinnerState) => {
    if (next === state) return;
    setState(next);
    run.clear();
  };

  const sectorsText = state.sectors.map((sector, i) => `${i + 1}: ${nameOf(sector)}`).join(', ');
  const label = t`Çark, ${total} eş dilim. ${sectorsText}.`;
  const lastSpin = state.spins.at(-1);
  const lastName = lastSpin === undefined ? '' : nameOf(lastSpin);
  const spinsDone = state.spins.length;

  const check = () => {
    const verdict = checkSpinner(task, state);
    const detail = verdict.correct ? 0 : (verdict.detail ?? 0);
    const messages = {
      correct: task.kind === 'colour' ? t`Çarkın istenen olasılıkları sağlıyor.` : t`Olasılığı doğru buldun.`,
      unpainted: t`${detail} dilim henüz boyanmadı. Bütün dilimleri boya.`,
      'wrong-probability': t`Bir rengin olasılığı istenen değerde değil. O renkteki dilim sayısını toplam dilim sayısına böl ve karşılaştır.`,
      'wrong-ratio': t`Renklerin olasılıkları istenen ilişkide değil. İki rengin dilim sayılarını karşılaştır.`,
      'no-choice': t`Önce bir cevap seç.`,
      'wrong-choice': t`Bu olasılık çarkla uyuşmuyor. İstenen renkteki dilimleri say ve bütün dilimlerin sayısıyla karşılaştır.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const paint = (index: number) => {
    if (colouring) change(paintSector(state, index, brush));
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <svg viewBox="0 0 300 270" className={css.svg} role="img" aria-label={label}>
            {state.sectors.map((sector, i) => {
              const from = (i / total) * 2 * Math.PI;
              const to = ((i + 1) / total) * 2 * Math.PI;
              const start = pointAt(from, RADIUS);
              const end = pointAt(to, RADIUS);
              const middle = pointAt((from + to) / 2, RADIUS * 0.62);
              const number = pointAt((from + to) / 2, RADIUS * 0.9);
              const paintOf = sector === null ? undefined : paints.get(sector);
              return (
                <g key={i} onClick={() => paint(i)} style={colouring ? { cursor: 'pointer' } : undefined}>
                  <path
                    d={`M${CENTRE.x} ${CENTRE.y} L${start.x} ${start.y} A${RADIUS} ${RADIUS} 0 ${to - from > Math.PI ? 1 : 0} 1 ${end.x} ${end.y} Z`}
                    fill={paintOf?.colour ?? '#ffffff'}
                    stroke={INK}
                    strokeWidth={2}
                  />
                  <text
                    x={middle.x}
                    y={middle.y + 6}
                    fontSize={18}
                    fontWeight={800}
                    textAnchor="middle"
                    fill={INK}
                    stroke="#ffffff"
                    strokeWidth={3}
                    paintOrder="stroke"
                  >
                    {paintOf?.letter ?? ''}
                  </text>
                  <text x={number.x} y={number.y + 4} fontSize={10} textAnchor="middle" fill={INK} stroke="#ffffff" strokeWidth={2} paintOrder="stroke">
                    {i + 1}
                  </text>
                </g>
              );
            })}
            <circle cx={CENTRE.x} cy={CENTRE.y} r={6} fill={INK} />
            <path d={`M${CENTRE.x} ${CENTRE.y - RADIUS + 6} l-10 -24 h20 Z`} fill={INK} />
          </svg>
          <figcaption className={css.caption}>{spec.colours.map((colour) => `${colour.letter}: ${i18n._(colour.label)}`).join(' · ')}</figcaption>
        </figure>
        <div className={css.controls}>
          {task.kind === 'colour' ? (
            <>
              <div role="group" aria-label={t`Boya seç`} className={css.toggleRow}>
                {spec.colours.map((colour) => (
                  <button key={colour.id} type="button" className={css.toggle} aria-pressed={brush === colour.id} onClick={() => setBrush(colour.id)}>
                    <span
                      aria-hidden="true"
                      style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, background: colour.colour, border: `1px solid ${INK}` }}
                    />
                    {brush === colour.id ? <span aria-hidden="true">✓</span> : null}
                    {i18n._(colour.label)}
                  </button>
                ))}
              </div>
              <div role="group" aria-label={t`Dilimler`} className={css.toggleRow}>
                {state.sectors.map((sector, i) => {
                  const number = i + 1;
                  const now = nameOf(sector);
                  return (
                    <button key={i} type="button" className={css.toggle} aria-label={t`Dilim ${number}: ${now}`} onClick={() => paint(i)}>
                      {number}
                      <span aria-hidden="true">{sector === null ? '·' : paints.get(sector)?.letter}</span>
                    </button>
                  );
                })}
              </div>
              <ul className={css.hint}>
                {spec.colours.map((colour) => {
                  const name = i18n._(colour.label);
                  const own = state.sectors.filter((sector) => sector === colour.id).length;
                  const chance = fractionText(probabilityOf(state.sectors, colour.id));
                  return <li key={colour.id}>{t`${name}: ${own} / ${total} dilim, olasılık ${chance}`}</li>;
                })}
              </ul>
            </>
          ) : (
            <AnswerChoices options={task.options} chosen={state.choice} onChoose={(i) => change(chooseProbability(state, i))} />
          )}
          <div className={css.toggleRow}>
            <Button variant="secondary" onClick={() => setState(spin(state, seed, 1))}>
              <Trans>1 kez çevir</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setState(spin(state, seed, 10))}>
              <Trans>10 kez çevir</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setState(spin(state, seed, 100))}>
              <Trans>100 kez çevir</Trans>
            </Button>
          </div>
          <p className={css.readout} aria-live="polite">
            {spinsDone === 0 ? (
              <Trans>Henüz çevirmedin.</Trans>
            ) : (
              <Trans>
                {spinsDone} kez çevrildi; son sonuç: {lastName}.
              </Trans>
            )}
          </p>
          {spinsDone > 0 ? (
            <table className={css.table}>
              <caption className={css.hint}>
                <Trans>Deney sonuçları</Trans>
              </caption>
              <thead>
                <tr>
                  <th className={css.cell} scope="col">
                    <Trans>Renk</Trans>
                  </th>
                  <th className={css.cell} scope="col">
                    <Trans>Gelme sayısı</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {spec.colours.map((colour) => (
                  <tr key={colour.id}>
                    <th className={css.cell} scope="row">
                      {i18n._(colour.label)}
                    </th>
                    <td className={css.cell}>{`${spinCounts(state, colour.id)} / ${spinsDone}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      </div>
    </TaskFrame>
  );
}

/** A spinner of equal sectors: colour it to given probabilities, or read a probability; spins simulate the chance. */
export default function ProbabilitySpinnerManipulative({ spec }: { spec: ProbabilitySpinnerSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <SpinnerBoard key={run.key} spec={spec} task={task} run={run} taskIndex={run.index} /> : null;
}
