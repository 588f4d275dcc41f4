import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClockSpec, ClockTask } from '../../content/manipulativeTypes.ts';
import {
  HALF_DAY,
  checkClock,
  clockTime,
  hourAt,
  hourWithCase,
  initialClock,
  minuteAt,
  setHourHand,
  setMinuteHand,
  turnClock,
} from '../../model/manipulatives/clock.ts';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const SIZE = 300;
const CENTRE = SIZE / 2;
const FACE = 130;
const INK = '#1b2a22';
const HOUR_HAND = '#b45309';
const MINUTE_HAND = '#1d4ed8';

/** A point `length` from the centre, `degrees` clockwise from 12. */
const onFace = (degrees: number, length: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return { x: CENTRE + length * Math.cos(radians), y: CENTRE + length * Math.sin(radians) };
};

/** "3.05": the digital way of writing a time on the clock. */
const digital = (total: number) => {
  const { hour, minute } = clockTime(total);
  return `${hour}.${String(minute).padStart(2, '0')}`;
};

function ClockBoard({ spec, task, run }: { spec: ClockSpec; task: ClockTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [total, setTotal] = useState(() => initialClock(task));
  const change = (next: number) => {
    setTotal(next);
    run.clear();
  };
  const { hour, minute } = clockTime(total);
  const step = spec.minuteStep;
  const hoursOnly = step === 60;

  /** "saat 3", "saat 3 buçuk", "3’ü çeyrek geçiyor", "4’e 10 var". */
  const words = (time: number) => {
    const shown = clockTime(time);
    const h = shown.hour;
    const m = shown.minute;
    if (m === 0) return t`saat ${h}`;
    if (m === 30) return t`saat ${h} buçuk`;
    if (m < 30) {
      const past = hourWithCase(h, 'accusative');
      return m === 15 ? t`${past} çeyrek geçiyor` : t`${past} ${m} geçiyor`;
    }
    const next = hourWithCase((h % 12) + 1, 'dative');
    const left = 60 - m;
    return m === 45 ? t`${next} çeyrek var` : t`${next} ${left} var`;
  };
  const nowWords = words(total);
  const nowDigital = digital(total);
  const label = t`Akrep ve yelkovanlı saat; ${nowWords} (${nowDigital}).`;

  const pointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons === 0) return;
    // Keep the drag when the finger leaves the face.
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture?.(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * SIZE - CENTRE;
    const y = ((event.clientY - box.top) / box.height) * SIZE - CENTRE;
    if (x === 0 && y === 0) return;
    const degrees = (Math.atan2(y, x) * 180) / Math.PI + 90;
    const next = hoursOnly ? setHourHand(total, hourAt(degrees)) : setMinuteHand(total, minuteAt(degrees, step));
    if (next !== total) change(next);
  };

  /** The face as a slider: the arrow keys turn the minute hand by a step (the hour hand, for full hours). */
  const keyDown = (event: KeyboardEvent) => {
    const unit = hoursOnly ? 60 : step;
    const moves: Record<string, number> = {
      ArrowRight: unit,
      ArrowUp: unit,
      ArrowLeft: -unit,
      ArrowDown: -unit,
      PageUp: 60,
      PageDown: -60,
    };
    const delta = moves[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    change(turnClock(total, event.shiftKey && !hoursOnly ? Math.sign(delta) * 60 : delta));
  };

  const check = () => {
    const verdict = checkClock(task, total);
    const handHint = step >= 30 ? t`Tam saatte yelkovan 12’yi, buçukta 6’yı gösterir.` : t`Yelkovan bir sayıdan ötekine 5 dakikada gelir.`;
    const messages = {
      correct: t`Saatin gösterdiği: ${nowWords} (${nowDigital}).`,
      minute: t`Saatin gösterdiği: ${nowWords}. Yelkovan, yani uzun kol, doğru yerde değil. ${handHint}`,
      hour: t`Saatin gösterdiği: ${nowWords}. Yelkovan doğru, ama akrep, yani kısa kol, başka bir saati gösteriyor.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const hourDegrees = (total / HALF_DAY) * 360;
  const minuteDegrees = (minute / 60) * 360;
  const hourTip = onFace(hourDegrees, 68);
  const minuteTip = onFace(minuteDegrees, 108);

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <div
            className={css.dial}
            role="slider"
            tabIndex={0}
            aria-label={hoursOnly ? t`Saatin akrebi` : t`Saatin yelkovanı`}
            aria-valuemin={0}
            aria-valuemax={HALF_DAY - 1}
            aria-valuenow={total}
            aria-valuetext={`${nowWords} (${nowDigital})`}
            onKeyDown={keyDown}
            onPointerDown={pointer}
            onPointerMove={pointer}
          >
            <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className={css.svg} role="img" aria-label={label}>
              <circle cx={CENTRE} cy={CENTRE} r={FACE} fill="#fffdf5" stroke={INK} strokeWidth={4} />
              {Array.from({ length: 60 }, (_, i) => {
                const outer = onFace(i * 6, FACE - 4);
                const inner = onFace(i * 6, i % 5 === 0 ? FACE - 16 : FACE - 10);
                return <line key={i} x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} stroke={INK} strokeWidth={i % 5 === 0 ? 3 : 1} />;
              })}
              {Array.from({ length: 12 }, (_, i) => {
                const n = i + 1;
                const at = onFace(n * 30, FACE - 34);
                return (
                  <text key={n} x={at.x} y={at.y + 7} fontSize={20} fontWeight={700} textAnchor="middle" fill={INK}>
                    {n}
                  </text>
                );
              })}
              <line x1={CENTRE} y1={CENTRE} x2={hourTip.x} y2={hourTip.y} stroke={HOUR_HAND} strokeWidth={10} strokeLinecap="round" />
              <line x1={CENTRE} y1={CENTRE} x2={minuteTip.x} y2={minuteTip.y} stroke={MINUTE_HAND} strokeWidth={5} strokeLinecap="round" />
              <circle cx={CENTRE} cy={CENTRE} r={8} fill={INK} />
            </svg>
          </div>
          <figcaption className={css.caption}>
            {hoursOnly ? (
              <Trans>Kısa kol akreptir, uzun kol yelkovandır. Akrebi bir sayıya sürükle ya da saati seçip ← → tuşlarıyla çevir.</Trans>
            ) : (
              <Trans>Kısa kol akreptir, uzun kol yelkovandır. Yelkovanı sürükle ya da saati seçip ← → tuşlarıyla çevir; akrep kendisi ilerler.</Trans>
            )}
          </figcaption>
        </figure>
        <div className={css.controls}>
          <Stepper
            label={t`Akrep (kısa kol)`}
            value={hour}
            valueText={String(hour)}
            decreaseLabel={t`Akrebi 1 saat geri al`}
            increaseLabel={t`Akrebi 1 saat ileri al`}
            canDecrease
            canIncrease
            onStep={(steps) => change(turnClock(total, Math.sign(steps) * 60))}
          />
          {hoursOnly ? null : (
            <Stepper
              label={t`Yelkovan (uzun kol)`}
              value={minute}
              valueText={t`${minute} dakika`}
              decreaseLabel={t`Yelkovanı ${step} dakika geri al`}
              increaseLabel={t`Yelkovanı ${step} dakika ileri al`}
              canDecrease
              canIncrease
              onStep={(steps) => change(turnClock(total, Math.sign(steps) * step))}
            />
          )}
          <p className={css.readout}>
            <Trans>
              Saat: {nowDigital} · {nowWords}
            </Trans>
          </p>
        </div>
      </div>
    </TaskFrame>
  );
}

/** An analogue clock: set the hands to a time, or to a time some minutes later. */
export default function ClockManipulative({ spec }: { spec: ClockSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <ClockBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
