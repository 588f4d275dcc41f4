import { useState, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { numberFormat } from '@/shared/i18n/format.ts';
import type { NumberLineSpec, NumberLineTask } from '../../content/manipulativeTypes.ts';
import {
  canJump,
  checkNumberLine,
  initialNumberLine,
  jump,
  movePoint,
  numberLineMarks,
  undoJump,
  type NumberLineState,
} from '../../model/manipulatives/numberLine.ts';
import { sliderKeyDown } from './sliderKeys.ts';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

const VIEW = { width: 600, height: 160 } as const;
const LINE_Y = 100;
const LEFT = 30;
const RIGHT = 570;
const INK = '#1b2a22';
const POINT = '#1d4ed8';
const JUMP = '#b45309';
const number = numberFormat();

/** The arcs of the jumps made so far, each with its size written on top ("+3", "−10"). */
function Jumps({ start, jumps, xOf }: { start: number; jumps: readonly number[]; xOf: (value: number) => number }) {
  // Where each jump starts: the start, then each landing in turn.
  const froms = jumps.map((_, i) => start + jumps.slice(0, i).reduce((sum, size) => sum + size, 0));
  return (
    <g>
      {jumps.map((size, i) => {
        const from = froms[i] ?? start;
        const x0 = xOf(from);
        const x1 = xOf(from + size);
        const height = Math.min(48, 14 + Math.abs(x1 - x0) / 2);
        const mid = (x0 + x1) / 2;
        return (
          // Jumps are only ever added or taken off the end, so the n-th jump keeps its key.
          <g key={`${i}:${size}`}>
            <path d={`M${x0} ${LINE_Y - 4} Q${mid} ${LINE_Y - 4 - height * 2} ${x1} ${LINE_Y - 4}`} fill="none" stroke={JUMP} strokeWidth={2.5} />
            <polygon points={`${x1},${LINE_Y - 3} ${x1 - 4},${LINE_Y - 12} ${x1 + 4},${LINE_Y - 12}`} fill={JUMP} />
            <text x={mid} y={LINE_Y - 8 - height} fontSize={13} fontWeight={700} textAnchor="middle" fill={JUMP}>
              {size > 0 ? `+${number.format(size)}` : `−${number.format(-size)}`}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function NumberLineBoard({ spec, task, run }: { spec: NumberLineSpec; task: NumberLineTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<NumberLineState>(() => initialNumberLine(task, spec));
  const change = (next: NumberLineState) => {
    setState(next);
    run.clear();
  };
  const marks = numberLineMarks(spec);
  const labelEvery = spec.labelEvery ?? 1;
  const xOf = (value: number) => LEFT + ((value - spec.min) / (spec.max - spec.min)) * (RIGHT - LEFT);
  const moving = task.kind !== 'jumps';
  const step = spec.step;
  const bigStep = spec.step * (labelEvery > 1 ? labelEvery : 5);
  const range = { min: spec.min, max: spec.max, step: spec.step, bigStep };
  const position = number.format(state.position);
  const jumpCount = state.jumps.length;
  const toName = task.kind === 'round' && task.to === 100 ? t`yüzlük` : t`onluk`;

  let label: string;
  if (task.kind === 'jumps') {
    const start = number.format(task.start);
    label = t`Sayı doğrusu. Başlangıç ${start} sayısı; ${jumpCount} zıplama yapıldı; nokta ${position} sayısında.`;
  } else if (task.kind === 'round') {
    const value = number.format(task.value);
    label = t`Sayı doğrusu. ${value} sayısı işaretli; nokta ${position} sayısında.`;
  } else {
    label = t`Sayı doğrusu; nokta ${position} sayısında.`;
  }

  const pointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons === 0) return;
    // Keep the drag when the finger leaves the picture.
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture?.(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const x = ((event.clientX - box.left) / box.width) * VIEW.width;
    change(movePoint(state, spec.min + ((x - LEFT) / (RIGHT - LEFT)) * (spec.max - spec.min), spec));
  };

  const check = () => {
    const verdict = checkNumberLine(task, state);
    const start = task.kind === 'jumps' ? number.format(task.start) : '';
    const value = task.kind === 'round' ? number.format(task.value) : '';
    const messages = {
      correct:
        task.kind === 'jumps'
          ? t`${start} sayısından ${jumpCount} zıplamayla ${position} sayısına vardın.`
          : task.kind === 'round'
            ? t`${value} sayısına en yakın ${toName} ${position}.`
            : t`Noktayı ${position} sayısının üstüne koydun.`,
      'too-small': t`Nokta ${position} sayısında; bu, istenen sayıdan küçük. Noktayı sağa götür.`,
      'too-big': t`Nokta ${position} sayısında; bu, istenen sayıdan büyük. Noktayı sola götür.`,
      'no-jumps': t`Henüz hiç zıplamadın. Zıplama düğmelerine bas.`,
      short: t`Daha varman gereken yere gelmedin. Zıplamaları yeniden say ve devam et.`,
      past: t`Fazla zıpladın. Son zıplamayı geri al.`,
      'not-a-ten': t`Nokta ${position} sayısında; bu sayı bir ${toName} değil. Noktayı en yakın ${toName} çizgisine götür.`,
      'other-ten': t`${position} bir ${toName}, ama ${value} sayısına daha yakın bir ${toName} var. ${value} sayısından iki yana doğru çizgileri say.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const picture = (
    <svg viewBox={`0 0 ${VIEW.width} ${VIEW.height}`} className={css.svg} role="img" aria-label={label}>
      <line x1={LEFT - 14} x2={RIGHT + 14} y1={LINE_Y} y2={LINE_Y} stroke={INK} strokeWidth={2} />
      <polygon points={`${RIGHT + 22},${LINE_Y} ${RIGHT + 12},${LINE_Y - 6} ${RIGHT + 12},${LINE_Y + 6}`} fill={INK} />
      <polygon points={`${LEFT - 22},${LINE_Y} ${LEFT - 12},${LINE_Y - 6} ${LEFT - 12},${LINE_Y + 6}`} fill={INK} />
      {marks.map((mark, i) => {
        const labelled = i % labelEvery === 0;
        return (
          <g key={mark}>
            <line
              x1={xOf(mark)}
              x2={xOf(mark)}
              y1={LINE_Y - (labelled ? 10 : 6)}
              y2={LINE_Y + (labelled ? 10 : 6)}
              stroke={INK}
              strokeWidth={labelled ? 2 : 1}
            />
            {labelled ? (
              <text x={xOf(mark)} y={LINE_Y + 28} fontSize={marks.length > 25 && labelEvery === 1 ? 9 : 14} textAnchor="middle" fill={INK}>
                {number.format(mark)}
              </text>
            ) : null}
          </g>
        );
      })}
      {task.kind === 'round' ? (
        <g>
          <polygon points={`${xOf(task.value)},${LINE_Y + 12} ${xOf(task.value) - 7},${LINE_Y + 24} ${xOf(task.value) + 7},${LINE_Y + 24}`} fill={JUMP} />
          <text x={xOf(task.value)} y={LINE_Y + 44} fontSize={16} fontWeight={800} textAnchor="middle" fill={JUMP}>
            {number.format(task.value)}
          </text>
        </g>
      ) : null}
      {task.kind === 'jumps' ? (
        <>
          <circle cx={xOf(task.start)} cy={LINE_Y} r={5} fill={INK} />
          <Jumps start={task.start} jumps={state.jumps} xOf={xOf} />
        </>
      ) : null}
      <circle cx={xOf(state.position)} cy={LINE_Y} r={11} fill={POINT} fillOpacity={0.3} stroke={POINT} strokeWidth={3} />
      <text x={xOf(state.position)} y={task.kind === 'jumps' ? 18 : LINE_Y - 20} fontSize={15} fontWeight={800} textAnchor="middle" fill={POINT}>
        {position}
      </text>
    </svg>
  );

  const sizes = task.kind === 'jumps' ? task.sizes : [];
  const sign = task.kind === 'jumps' && task.direction === 'back' ? -1 : 1;

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.root}>
        <figure className={css.figure}>
          {moving ? (
            <div
              className={css.dial}
              role="slider"
              tabIndex={0}
              aria-label={t`Sayı doğrusundaki nokta`}
              aria-valuemin={spec.min}
              aria-valuemax={spec.max}
              aria-valuenow={state.position}
              aria-valuetext={position}
              onKeyDown={sliderKeyDown(state.position, range, (value) => change(movePoint(state, value, spec)))}
              onPointerDown={pointer}
              onPointerMove={pointer}
            >
              {picture}
            </div>
          ) : (
            picture
          )}
          <figcaption className={css.caption}>
            {moving ? (
              <Trans>Mavi noktayı sürükle, bir çizgiye dokun ya da noktayı seçip ← → tuşlarıyla oynat.</Trans>
            ) : (
              <Trans>Zıplama düğmelerine bas. Her basış bir zıplamadır; yay, zıplamayı gösterir.</Trans>
            )}
          </figcaption>
        </figure>
        {moving ? (
          <div className={css.checkRow} role="group" aria-label={t`Noktayı oynat`}>
            {marks.length > 20 ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t`Noktayı ${bigStep} geri götür`}
                onClick={() => change(movePoint(state, state.position - bigStep, spec))}
              >
                {`− ${number.format(bigStep)}`}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              aria-label={t`Noktayı ${step} geri götür`}
              onClick={() => change(movePoint(state, state.position - spec.step, spec))}
            >
              {`− ${number.format(spec.step)}`}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t`Noktayı ${step} ileri götür`}
              onClick={() => change(movePoint(state, state.position + spec.step, spec))}
            >
              {`+ ${number.format(spec.step)}`}
            </Button>
            {marks.length > 20 ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t`Noktayı ${bigStep} ileri götür`}
                onClick={() => change(movePoint(state, state.position + bigStep, spec))}
              >
                {`+ ${number.format(bigStep)}`}
              </Button>
            ) : null}
          </div>
        ) : (
          <div className={css.checkRow} role="group" aria-label={t`Zıpla`}>
            {sizes.map((size) => {
              const possible = canJump(state, size * sign, spec);
              return (
                <Button
                  key={size}
                  variant="secondary"
                  size="sm"
                  aria-label={sign > 0 ? t`${size} ileri zıpla` : t`${size} geri zıpla`}
                  aria-disabled={!possible}
                  onClick={() => possible && change(jump(state, size * sign, spec))}
                >
                  {sign > 0 ? `+${number.format(size)} ⤻` : `⤺ −${number.format(size)}`}
                </Button>
              );
            })}
            <Button variant="ghost" size="sm" aria-disabled={jumpCount === 0} onClick={() => jumpCount > 0 && change(undoJump(state))}>
              <Trans>Son zıplamayı geri al</Trans>
            </Button>
          </div>
        )}
        <p className={css.readout}>
          {task.kind === 'jumps' ? (
            <Trans>
              Zıplama: {jumpCount} · Nokta: {position}
            </Trans>
          ) : (
            <Trans>Nokta: {position}</Trans>
          )}
        </p>
      </div>
    </TaskFrame>
  );
}

/** A number line: put a point on a number, add and subtract as jumps, find the nearest ten. */
export default function NumberLineManipulative({ spec }: { spec: NumberLineSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  return task ? <NumberLineBoard key={run.key} spec={spec} task={task} run={run} /> : null;
}
