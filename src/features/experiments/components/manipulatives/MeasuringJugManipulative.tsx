import { useId, useState, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { JugTask, MeasuringJugSpec } from '../../content/manipulativeTypes.ts';
import { checkJug, initialJug, pourGlass, setLevel, writeAmount, type JugState } from '../../model/manipulatives/measuringJug.ts';
import { sliderKeyDown } from './sliderKeys.ts';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
const JUG = { left: 110, right: 230, top: 40, bottom: 280 } as const;
const VIEW = { width: 320, height: 300 } as const;

function JugBoard({ spec, task, run }: { spec: MeasuringJugSpec; task: JugTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [state, setState] = useState<JugState>(() => initialJug(task));
  const change = (next: JugState) => {
    setState(next);
    run.clear();
  };
  const markMl = spec.markMl;
  const litreMarks = markMl >= 500;
  const heightPerMl = (JUG.bottom - JUG.top) / spec.capacityMl;
  const yOf = (ml: number) => JUG.bottom - ml * heightPerMl;

  /** Grade 3 says "1 buçuk litre"; from millilitre marks on, "1250 mL". */
  const amountText = (ml: number) => {
    if (ml === 0) return t`boş`;
    if (litreMarks) {
      const litres = Math.floor(ml / 1000);
      if (ml % 1000 === 0) return t`${litres} litre`;
      if (litres === 0) return t`yarım litre`;
      return t`${litres} buçuk litre`;
    }
    return t`${ml} mL`;
  };
  const amount = amountText(state.ml);
  const glasses = state.glasses;
  const label =
    task.kind === 'glasses'
      ? t`Ölçü kabında ${amount} su var; ${glasses} bardak döküldü.`
      : task.kind === 'read'
        ? t`Ölçü kabındaki suyun üstü bir çizginin hizasında.`
        : t`Ölçü kabında ${amount} su var.`;

  const marks = Array.from({ length: spec.capacityMl / spec.markMl + 1 }, (_, i) => i * spec.markMl);
  const labelEvery = marks.length > 11 ? 2 : 1;
  const markLabel = (ml: number, index: number): string | null => {
    if (ml === 0) return null;
    const litres = ml / 1000;
    if (litreMarks) return ml % 1000 === 0 ? t`${litres} L` : null;
    return index % labelEvery === 0 ? String(ml) : null;
  };

  const range = { min: 0, max: spec.capacityMl, step: spec.markMl, bigStep: Math.max(spec.markMl, 500) };
  const moveTo = (ml: number) => change(setLevel(state, ml, spec));
  const pointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons === 0) return;
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture?.(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    if (box.height === 0) return;
    const y = ((event.clientY - box.top) / box.height) * VIEW.height;
    moveTo((JUG.bottom - y) / heightPerMl);
  };

  const check = () => {
    const verdict = checkJug(task, state);
    const wanted = amountText(task.ml);
    const count = task.kind === 'glasses' ? task.ml / task.glassMl : 0;
    const messages = {
      correct:
        task.kind === 'glasses'
          ? t`Kapta tam ${wanted} su var: ${count} bardak döktün.`
          : task.kind === 'read'
            ? t`Evet, kapta ${wanted} su var.`
            : t`Kabı tam ${wanted} çizgisine kadar doldurdun.`,
      empty: task.kind === 'glasses' ? t`Kap boş. Bir bardak su dök.` : t`Kap boş. Musluktan su ekle.`,
      'too-little': task.kind === 'read' ? t`Yazdığın miktar kaptaki sudan az. Çizgileri yeniden say.` : t`Su istenen çizginin altında kaldı. Biraz daha ekle.`,
      'too-much':
        task.kind === 'read'
          ? t`Yazdığın miktar kaptaki sudan fazla. Çizgileri yeniden say.`
          : t`Su istenen çizgiyi geçti. Biraz dök ya da bir bardağı geri doldur.`,
      'not-a-number': t`Önce miktarı bir sayı olarak yaz.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const picture = (
    <svg viewBox={`0 0 ${VIEW.width} ${VIEW.height}`} className={css.svg} role="img" aria-label={label}>
      <rect x={0} y={0} width={VIEW.width} height={VIEW.height} rx={10} fill="#f7faf5" />
      {state.ml > 0 ? <rect x={JUG.left + 2} y={yOf(state.ml)} width={JUG.right - JUG.left - 4} height={state.ml * heightPerMl - 2} fill="#60a5fa" /> : null}
      {state.ml > 0 ? <line x1={JUG.left + 2} x2={JUG.right - 2} y1={yOf(state.ml)} y2={yOf(state.ml)} stroke="#1d4ed8" strokeWidth={2} /> : null}
      <path
        d={`M${JUG.left} ${JUG.top - 14} L${JUG.left} ${JUG.bottom} Q${JUG.left} ${JUG.bottom + 8} ${JUG.left + 8} ${JUG.bottom + 8} H${JUG.right - 8} Q${JUG.right} ${JUG.bottom + 8} ${JUG.right} ${JUG.bottom} V${JUG.top - 14}`}
        fill="none"
        stroke={INK}
        strokeWidth={3}
      />
      <path
        d={`M${JUG.right} ${JUG.top + 20} C${JUG.right + 60} ${JUG.top + 20} ${JUG.right + 60} ${JUG.top + 140} ${JUG.right} ${JUG.top + 140}`}
        fill="none"
        stroke={INK}
        strokeWidth={6}
      />
      {marks.map((ml, i) => {
        const major = litreMarks ? ml % 1000 === 0 : i % labelEvery === 0;
        const text = markLabel(ml, i);
        return (
          <g key={ml}>
            <line x1={JUG.left} x2={JUG.left + (major ? 30 : 18)} y1={yOf(ml)} y2={yOf(ml)} stroke={INK} strokeWidth={major ? 2 : 1.2} />
            {text ? (
              <text x={JUG.left - 8} y={yOf(ml) + 5} fontSize={14} fontWeight={700} textAnchor="end" fill={INK}>
                {text}
              </text>
            ) : null}
          </g>
        );
      })}
      {!litreMarks ? (
        <text x={JUG.left - 8} y={JUG.top - 20} fontSize={13} fontWeight={700} textAnchor="end" fill={INK}>
          {t`mL`}
        </text>
      ) : null}
    </svg>
  );

  const glassMl = task.kind === 'glasses' ? task.glassMl : 0;
  const glassText = amountText(glassMl);
  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          {task.kind === 'fill' ? (
            <div
              className={css.dial}
              role="slider"
              tabIndex={0}
              aria-label={t`Kaptaki suyun seviyesi`}
              aria-valuemin={0}
              aria-valuemax={spec.capacityMl}
              aria-valuenow={state.ml}
              aria-valuetext={amount}
              onKeyDown={sliderKeyDown(state.ml, range, moveTo)}
              onPointerDown={pointer}
              onPointerMove={pointer}
            >
              {picture}
            </div>
          ) : (
            picture
          )}
          <figcaption className={css.caption}>
            {task.kind === 'fill' ? (
              <Trans>Suyun üstünü sürükle ya da seçip ok tuşlarıyla bir çizgi yukarı ya da aşağı oynat.</Trans>
            ) : task.kind === 'glasses' ? (
              <Trans>Her “Bir bardak dök” basışında kaba bir bardak su dökülür.</Trans>
            ) : (
              <Trans>Suyun üstünün hangi çizgiye geldiğine bak; çizgileri sıfırdan başlayarak say.</Trans>
            )}
          </figcaption>
        </figure>
        <div className={css.controls}>
          {task.kind === 'fill' ? (
            <div className={css.checkRow} role="group" aria-label={t`Musluk`}>
              <Button variant="secondary" size="sm" onClick={() => change(setLevel(state, state.ml + spec.markMl, spec))}>
                {litreMarks ? <Trans>Yarım litre ekle</Trans> : <Trans>{markMl} mL ekle</Trans>}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => change(setLevel(state, state.ml - spec.markMl, spec))}>
                {litreMarks ? <Trans>Yarım litre dök</Trans> : <Trans>{markMl} mL dök</Trans>}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => change(setLevel(state, 0, spec))}>
                <Trans>Kabı boşalt</Trans>
              </Button>
            </div>
          ) : null}
          {task.kind === 'glasses' ? (
            <>
              <div className={css.checkRow} role="group" aria-label={t`Bardaklar`}>
                <Button variant="secondary" size="sm" onClick={() => change(pourGlass(state, 1, glassMl, spec.capacityMl))}>
                  <Trans>Bir bardak dök ({glassText})</Trans>
                </Button>
                <Button variant="secondary" size="sm" onClick={() => change(pourGlass(state, -1, glassMl, spec.capacityMl))}>
                  <Trans>Bir bardağı geri doldur</Trans>
                </Button>
              </div>
              <p className={css.readout}>
                <span aria-hidden="true">{'🥛'.repeat(glasses)} </span>
                <Trans>Dökülen bardak: {glasses}</Trans>
              </p>
            </>
          ) : null}
          {task.kind === 'read' ? (
            <label className={css.field} htmlFor={inputId}>
              {task.unit === 'L' ? <Trans>Kaç litre?</Trans> : task.unit === 'half-L' ? <Trans>Kaç yarım litre?</Trans> : <Trans>Kaç mililitre (mL)?</Trans>}
              <input
                id={inputId}
                className={css.input}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={state.answer}
                onChange={(event) => change(writeAmount(state, event.target.value))}
              />
            </label>
          ) : (
            <p className={css.readout}>
              <Trans>Kaptaki su: {amount}</Trans>
            </p>
          )}
        </div>
      </div>
    </TaskFrame>
  );
}

/** A graduated jug: fill it to a mark, pour glasses into it, or read how much it holds. */
export default function MeasuringJugManipulative({ spec }: { spec: MeasuringJugSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <JugBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
