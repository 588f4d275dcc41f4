import { useState, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { AngleKind, AngleMakerSpec, AngleTask } from '../../content/manipulativeTypes.ts';
import { ANGLE_RANGE, angleKind, checkAngle, initialAngle, pointerAngle, rotate } from '../../model/manipulatives/angle.ts';
import { sliderKeyDown } from './sliderKeys.ts';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const VIEW = { width: 400, height: 230 } as const;
const VERTEX = { x: 200, y: 205 } as const;
const RAY = 175;
const INK = '#1b2a22';
const RANGE = { ...ANGLE_RANGE, step: 1, bigStep: 10 };

const polar = (degrees: number, length: number) => {
  const radians = (degrees * Math.PI) / 180;
  return { x: VERTEX.x + length * Math.cos(radians), y: VERTEX.y - length * Math.sin(radians) };
};

/** The arc that marks the angle, from the fixed ray round to the turning one. */
function arcPath(degrees: number, r: number): string {
  const end = polar(degrees, r);
  return `M${VERTEX.x + r} ${VERTEX.y} A${r} ${r} 0 0 0 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`;
}

function AngleBoard({ spec, task, run }: { spec: AngleMakerSpec; task: AngleTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [degrees, setDegrees] = useState(initialAngle);
  const change = (next: number) => {
    setDegrees(next);
    run.clear();
  };
  const tip = polar(degrees, RAY);
  const labelAt = polar(degrees / 2, 58);
  const kindNames: Record<AngleKind | 'zero', string> = {
    zero: t`sıfır açı`,
    acute: t`dar açı`,
    right: t`dik açı`,
    obtuse: t`geniş açı`,
    straight: t`doğru açı`,
  };

  const pointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons === 0) return;
    // Keep the drag when the finger leaves the picture.
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture?.(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * VIEW.width;
    const y = ((event.clientY - box.top) / box.height) * VIEW.height;
    change(pointerAngle(x - VERTEX.x, VERTEX.y - y));
  };

  const check = () => {
    const verdict = checkAngle(task, degrees);
    const kind = kindNames[angleKind(degrees)];
    const messages = {
      correct: task.kind === 'exact' ? t`Açın tam ${degrees}°.` : t`Açın ${degrees}°; bu bir ${kind}.`,
      'too-small': t`Açın ${degrees}°; istenenden küçük. Kolu biraz daha aç.`,
      'too-big': t`Açın ${degrees}°; istenenden büyük. Kolu biraz kapat.`,
      'wrong-kind': t`Açın ${degrees}°; istenen türde değil. Dik açının 90°, doğru açının 180° olduğunu hatırla.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const ticks = spec.protractor ? Array.from({ length: 19 }, (_, i) => i * 10) : [];
  const steps = [
    { delta: -10, text: t`−10°`, label: t`Açıyı 10 derece küçült` },
    { delta: -1, text: t`−1°`, label: t`Açıyı 1 derece küçült` },
    { delta: 1, text: t`+1°`, label: t`Açıyı 1 derece büyüt` },
    { delta: 10, text: t`+10°`, label: t`Açıyı 10 derece büyüt` },
  ];

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <figure className={css.figure}>
          <div
            className={css.dial}
            role="slider"
            tabIndex={0}
            aria-label={t`Açının dönen kolu`}
            aria-valuemin={ANGLE_RANGE.min}
            aria-valuemax={ANGLE_RANGE.max}
            aria-valuenow={degrees}
            aria-valuetext={t`${degrees} derece`}
            onKeyDown={sliderKeyDown(degrees, RANGE, change)}
            onPointerDown={pointer}
            onPointerMove={pointer}
          >
            <svg
              viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
              className={css.svg}
              role="img"
              aria-label={t`Köşesi ortak iki ışın; aralarındaki açı ${degrees} derece.`}
            >
              {spec.protractor ? (
                <g>
                  <path d={`M${VERTEX.x - 185} ${VERTEX.y} A185 185 0 0 1 ${VERTEX.x + 185} ${VERTEX.y}`} fill="#e0f2fe" fillOpacity={0.6} stroke="#0369a1" />
                  {ticks.map((tick) => {
                    const outer = polar(tick, 185);
                    const inner = polar(tick, tick % 30 === 0 ? 165 : 175);
                    const text = polar(tick, 152);
                    return (
                      <g key={tick}>
                        <line x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} stroke="#0369a1" />
                        {tick % 30 === 0 ? (
                          <text x={text.x} y={text.y + 4} fontSize={11} textAnchor="middle" fill="#0369a1">
                            {tick}
                          </text>
                        ) : null}
                      </g>
                    );
                  })}
                </g>
              ) : null}
              {degrees === 90 ? (
                <path d={`M${VERTEX.x + 22} ${VERTEX.y} V${VERTEX.y - 22} H${VERTEX.x}`} fill="none" stroke="#b93f0a" strokeWidth={2} />
              ) : degrees > 0 ? (
                <path d={arcPath(degrees, 34)} fill="none" stroke="#b93f0a" strokeWidth={2} />
              ) : null}
              <line x1={VERTEX.x} y1={VERTEX.y} x2={VERTEX.x + RAY} y2={VERTEX.y} stroke={INK} strokeWidth={4} strokeLinecap="round" />
              <line x1={VERTEX.x} y1={VERTEX.y} x2={tip.x} y2={tip.y} stroke="#1d4ed8" strokeWidth={4} strokeLinecap="round" />
              <circle cx={tip.x} cy={tip.y} r={11} fill="#1d4ed8" fillOpacity={0.25} stroke="#1d4ed8" strokeWidth={2} />
              <circle cx={VERTEX.x} cy={VERTEX.y} r={5} fill={INK} />
              {degrees > 8 ? (
                <text x={labelAt.x} y={labelAt.y + 4} fontSize={14} fontWeight={700} textAnchor="middle" fill="#b93f0a">
                  {t`${degrees}°`}
                </text>
              ) : null}
            </svg>
          </div>
          <figcaption className={css.caption}>
            <Trans>Mavi kolu sürükle ya da seçip ← → tuşlarıyla 1°, Shift ile 10° döndür.</Trans>
          </figcaption>
        </figure>
        <div className={css.controls}>
          <div className={css.checkRow} role="group" aria-label={t`Açıyı değiştir`}>
            {steps.map((step) => (
              <Button key={step.delta} variant="secondary" size="sm" aria-label={step.label} onClick={() => change(rotate(degrees, step.delta))}>
                {step.text}
              </Button>
            ))}
          </div>
          <p className={css.readout}>
            <Trans>Açı: {degrees}°</Trans>
          </p>
        </div>
      </div>
    </TaskFrame>
  );
}

/** A ray that turns about a vertex from a fixed ray: make an angle of a given size or kind. */
export default function AngleMakerManipulative({ spec }: { spec: AngleMakerSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <AngleBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
