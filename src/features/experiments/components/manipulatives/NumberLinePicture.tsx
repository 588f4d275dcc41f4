import type { PointerEvent } from 'react';
import type { NumberLineSpec } from '../../content/manipulativeTypes.ts';
import { formatLineNumber, lowestTerms } from '../../model/manipulatives/lineNumber.ts';
import { labelledMarks, labelWidth, shownLabels } from '../../model/manipulatives/numberLineLabels.ts';
import { numberLineMarks, type BoundCircle, type Circle, type LineScale, type LineTask, type NumberLineState } from '../../model/manipulatives/numberLine.ts';
import * as css from './manipulative.css.ts';

/** The picture is as wide as its box (in CSS px), so every number in it keeps its real size on a phone. */
const HEIGHT = 160;
const LINE_Y = 100;
/** Room at each end for the arrowheads and for half of the end labels. */
const MARGIN = 30;
const FONT = 15;
const INK = '#1b2a22';
const POINT = '#1d4ed8';
const JUMP = '#b45309';

/** The picture's width before it is measured (and in tests, where nothing is laid out). */
export const DEFAULT_WIDTH = 600;

type Numbers = NonNullable<NumberLineSpec['numbers']>;

/** The x of a number (in parts) on a picture `width` px wide. */
const xOnLine = (value: number, scale: Pick<LineScale, 'min' | 'max'>, width: number): number =>
  MARGIN + ((value - scale.min) / (scale.max - scale.min)) * (width - 2 * MARGIN);

/** The number (in parts, not yet on a mark) under a pointer on the picture; null while the picture has no size. */
export function partsAtPointer(event: PointerEvent<Element>, scale: Pick<LineScale, 'min' | 'max'>, width: number): number | null {
  const box = event.currentTarget.getBoundingClientRect();
  if (box.width === 0) return null;
  const x = ((event.clientX - box.left) / box.width) * width;
  return scale.min + ((x - MARGIN) / (width - 2 * MARGIN)) * (scale.max - scale.min);
}

/** Where a number's spot on the line lies in the picture, as CSS percentages, for a control laid over it. */
export const spotOnPicture = (value: number, scale: Pick<LineScale, 'min' | 'max'>, width: number) => ({
  left: `${(xOnLine(value, scale, width) / width) * 100}%`,
  top: `${(LINE_Y / HEIGHT) * 100}%`,
});

/** A mark's number under the line: a fraction stacked (numerator over denominator, the minus beside it), any other on one line. */
function MarkLabel({ x, mark, unit, numbers }: { x: number; mark: number; unit: number; numbers: Numbers }) {
  const { sign, numerator, denominator } = lowestTerms(mark, unit);
  if (numbers === 'decimal' || denominator === 1) {
    return (
      // On a line of fractions a whole number stands level with the fraction bars beside it.
      <text x={x} y={LINE_Y + (numbers === 'fraction' && unit > 1 ? 37 : 30)} fontSize={FONT} textAnchor="middle" fill={INK}>
        {formatLineNumber(mark, unit, numbers)}
      </text>
    );
  }
  const half = (labelWidth(Math.abs(mark), unit, numbers, FONT) + 4) / 2;
  // The minus takes room on the left, so the stack moves right to keep the whole label centred on its mark.
  const centre = sign < 0 ? x + 0.35 * FONT : x;
  return (
    <g fill={INK} fontSize={FONT} textAnchor="middle">
      {sign < 0 ? (
        <text x={centre - half - 1} y={LINE_Y + 37} textAnchor="end">
          −
        </text>
      ) : null}
      <text x={centre} y={LINE_Y + 27}>
        {numerator}
      </text>
      <line x1={centre - half} x2={centre + half} y1={LINE_Y + 32} y2={LINE_Y + 32} stroke={INK} strokeWidth={1.5} />
      <text x={centre} y={LINE_Y + 46}>
        {denominator}
      </text>
    </g>
  );
}

/** The arcs of the jumps made so far, each with its size written on top ("+3", "−1/4"). */
function Jumps({ start, jumps, xOf, write }: { start: number; jumps: readonly number[]; xOf: (value: number) => number; write: (value: number) => string }) {
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
              {size > 0 ? `+${write(size)}` : write(size)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** An inequality's circle: filled, hollow, or dashed while its fill is not chosen. */
function BoundMark({ x, circle }: { x: number; circle: Circle | null }) {
  return circle === null ? (
    <circle cx={x} cy={LINE_Y} r={10} fill={POINT} fillOpacity={0.3} stroke={POINT} strokeWidth={3} strokeDasharray="4 3" />
  ) : (
    <circle cx={x} cy={LINE_Y} r={9} fill={circle === 'closed' ? POINT : '#ffffff'} stroke={POINT} strokeWidth={3} />
  );
}

/** A ray task's answer so far: the ray along the line to its arrowhead (once a side is chosen) and the circle. */
function Ray({ state, x, width }: { state: NumberLineState; x: number; width: number }) {
  const end = state.ray === 'right' ? width - MARGIN + 16 : MARGIN - 16;
  const tip = state.ray === 'right' ? end + 12 : end - 12;
  return (
    <g>
      {state.ray ? (
        <>
          <line x1={x} x2={end} y1={LINE_Y} y2={LINE_Y} stroke={POINT} strokeWidth={6} />
          <polygon points={`${tip},${LINE_Y} ${end},${LINE_Y - 9} ${end},${LINE_Y + 9}`} fill={POINT} />
        </>
      ) : null}
      <BoundMark x={x} circle={state.circle} />
    </g>
  );
}

/**
 * A two-sided inequality's answer so far: the segment between its two circles, and each circle's number
 * above it. Close together, the numbers stand apart (one ending, one starting at its circle) so they do not overlap.
 */
function Between({ lower, upper, xOf, write }: { lower: BoundCircle; upper: BoundCircle; xOf: (value: number) => number; write: (value: number) => string }) {
  const x0 = xOf(lower.position);
  const x1 = xOf(upper.position);
  const close = x1 - x0 < 48;
  return (
    <g>
      <line x1={x0} x2={x1} y1={LINE_Y} y2={LINE_Y} stroke={POINT} strokeWidth={6} />
      <BoundMark x={x0} circle={lower.circle} />
      <BoundMark x={x1} circle={upper.circle} />
      <g fontSize={16} fontWeight={800} fill={POINT}>
        <text x={close ? x0 + 4 : x0} y={LINE_Y - 20} textAnchor={close ? 'end' : 'middle'}>
          {write(lower.position)}
        </text>
        <text x={close ? x1 - 4 : x1} y={LINE_Y - 20} textAnchor={close ? 'start' : 'middle'}>
          {write(upper.position)}
        </text>
      </g>
    </g>
  );
}

type PictureProps = {
  width: number;
  scale: LineScale;
  labelEvery: NumberLineSpec['labelEvery'];
  numbers: Numbers;
  task: LineTask;
  state: NumberLineState;
  /** What the picture shows, in words (its accessible name). */
  label: string;
};

/** The number line: its marks and numbers, and what the task has drawn on it (the point, jumps, a ray, a segment). */
export function NumberLinePicture({ width, scale, labelEvery, numbers, task, state, label }: PictureProps) {
  const xOf = (value: number) => xOnLine(value, scale, width);
  const write = (value: number) => formatLineNumber(value, scale.unit, numbers);
  const marks = numberLineMarks(scale);
  const labelled = labelledMarks(marks, scale, labelEvery);
  const pxPerPart = (width - 2 * MARGIN) / (scale.max - scale.min);
  const shown = new Set(shownLabels(labelled, pxPerPart, (mark) => labelWidth(mark, scale.unit, numbers, FONT)));
  const long = new Set(labelled);
  const right = width - MARGIN;
  return (
    <svg viewBox={`0 0 ${width} ${HEIGHT}`} className={css.svg} role="img" aria-label={label}>
      <line x1={MARGIN - 14} x2={right + 14} y1={LINE_Y} y2={LINE_Y} stroke={INK} strokeWidth={2} />
      <polygon points={`${right + 22},${LINE_Y} ${right + 12},${LINE_Y - 6} ${right + 12},${LINE_Y + 6}`} fill={INK} />
      <polygon points={`${MARGIN - 22},${LINE_Y} ${MARGIN - 12},${LINE_Y - 6} ${MARGIN - 12},${LINE_Y + 6}`} fill={INK} />
      {marks.map((mark) => (
        <g key={mark}>
          <line
            x1={xOf(mark)}
            x2={xOf(mark)}
            y1={LINE_Y - (long.has(mark) ? 10 : 6)}
            y2={LINE_Y + (long.has(mark) ? 10 : 6)}
            stroke={INK}
            strokeWidth={long.has(mark) ? 2 : 1}
          />
          {shown.has(mark) ? <MarkLabel x={xOf(mark)} mark={mark} unit={scale.unit} numbers={numbers} /> : null}
        </g>
      ))}
      {task.kind === 'round' ? (
        <g>
          <polygon points={`${xOf(task.value)},${LINE_Y + 12} ${xOf(task.value) - 7},${LINE_Y + 24} ${xOf(task.value) + 7},${LINE_Y + 24}`} fill={JUMP} />
          <text x={xOf(task.value)} y={LINE_Y + 44} fontSize={16} fontWeight={800} textAnchor="middle" fill={JUMP}>
            {write(task.value)}
          </text>
        </g>
      ) : null}
      {task.kind === 'jumps' ? (
        <>
          <circle cx={xOf(task.start)} cy={LINE_Y} r={5} fill={INK} />
          <Jumps start={task.start} jumps={state.jumps} xOf={xOf} write={write} />
        </>
      ) : null}
      {task.kind === 'between' && state.upper ? (
        <Between lower={state} upper={state.upper} xOf={xOf} write={write} />
      ) : (
        <>
          {task.kind === 'ray' ? (
            <Ray state={state} x={xOf(state.position)} width={width} />
          ) : (
            <circle cx={xOf(state.position)} cy={LINE_Y} r={11} fill={POINT} fillOpacity={0.3} stroke={POINT} strokeWidth={3} />
          )}
          <text x={xOf(state.position)} y={task.kind === 'jumps' ? 18 : LINE_Y - 20} fontSize={16} fontWeight={800} textAnchor="middle" fill={POINT}>
            {write(state.position)}
          </text>
        </>
      )}
    </svg>
  );
}
