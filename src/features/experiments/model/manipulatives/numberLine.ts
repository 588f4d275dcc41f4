import type { LineNumber, NumberLineSpec, NumberLineTask } from '../../content/manipulativeTypes.ts';
import { partsPerWhole, toParts } from './lineNumber.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/**
 * A line counted in its smallest parts: on a line of quarters every number is a whole count of quarters
 * (`unit` 4), so moving and jumping add integers and never drift as 0.1 + 0.2 does. On a line of whole
 * numbers `unit` is 1 and a count of parts is the number itself.
 */
export type LineScale = { readonly min: number; readonly max: number; readonly step: number; readonly unit: number };

/** A task with its numbers counted in the line's parts. */
export type LineTask = NumberLineTask<number>;
/** A two-sided inequality: two circles on the line. */
export type BetweenTask = Extract<LineTask, { kind: 'between' }>;
/** Every other task: one point (a ray task's circle is that point). */
export type PointTask = Exclude<LineTask, BetweenTask>;

export type Circle = 'closed' | 'open';
export type RayDirection = 'left' | 'right';
/** Which of a between task's circles: the lower bound's (on the left) or the upper bound's. */
export type Bound = 'lower' | 'upper';
export type BoundCircle = { readonly position: number; readonly circle: Circle | null };

/**
 * Where the point stands, and the jumps made to get there (jump tasks; each jump is signed: +3 forwards,
 * −3 backwards). In place and round tasks the point moves freely and `jumps` stays empty. A ray task adds
 * the circle at the point and the way the ray goes, each null until the child chooses. A between task's
 * point is its lower circle, and `upper` its upper circle (null in every other task).
 */
export type NumberLineState = {
  readonly position: number;
  readonly jumps: readonly number[];
  readonly circle: Circle | null;
  readonly ray: RayDirection | null;
  readonly upper: BoundCircle | null;
};

/** A between task's state: its upper circle is always there. */
export type BetweenState = NumberLineState & { readonly upper: BoundCircle };

export type NumberLineFeedback =
  | 'too-small'
  | 'too-big'
  | 'no-jumps'
  | 'short'
  | 'past'
  | 'not-a-ten'
  | 'other-ten'
  | 'bound-too-small'
  | 'bound-too-big'
  | 'no-circle'
  | 'want-open'
  | 'want-closed'
  | 'no-ray'
  | 'wrong-ray';

export function lineScale(spec: Pick<NumberLineSpec, 'min' | 'max' | 'step'>): LineScale {
  const unit = partsPerWhole(spec.step);
  return { min: spec.min * unit, max: spec.max * unit, step: toParts(spec.step, unit), unit };
}

/** The task with every number counted in parts of 1/`unit` (a between task's: `scaleBetween`). */
export function scaleTask(task: Exclude<NumberLineTask, { kind: 'between' }>, unit: number): PointTask {
  const parts = (value: LineNumber) => toParts(value, unit);
  switch (task.kind) {
    case 'place':
      return { ...task, target: parts(task.target), start: task.start === undefined ? undefined : parts(task.start) };
    case 'jumps':
      return { ...task, start: parts(task.start), target: parts(task.target), sizes: task.sizes.map(parts) };
    case 'round':
      return task;
    case 'ray':
      return { ...task, bound: parts(task.bound), start: task.start === undefined ? undefined : parts(task.start) };
  }
}

/**
 * How far a big move goes (Page Up/Down, Shift+arrow, the big ± buttons): from one labelled mark to the
 * next, a whole on a line of fractions, five marks if every mark is labelled.
 */
export function bigStep(scale: LineScale, labelEvery = 1): number {
  if (labelEvery > 1) return scale.step * labelEvery;
  return scale.unit > 1 ? Math.max(scale.unit, scale.step) : scale.step * 5;
}

/** The marks, in parts: `min`, `min + step`, … up to `max`. */
export function numberLineMarks(scale: Pick<LineScale, 'min' | 'max' | 'step'>): number[] {
  const count = Math.floor((scale.max - scale.min) / scale.step);
  return Array.from({ length: count + 1 }, (_, i) => scale.min + i * scale.step);
}

/** Whether a count of parts stands on a mark of the line. */
export const onLine = (scale: Pick<LineScale, 'min' | 'max' | 'step'>, value: number): boolean =>
  value >= scale.min && value <= scale.max && Number.isInteger((value - scale.min) / scale.step);

/**
 * The multiple of `to` nearest to `value`; halfway between two, the greater one (35 → 40, as the
 * programme rounds a 5 in the ones up).
 */
export const nearestMultiple = (value: number, to: number): number => Math.floor(value / to + 0.5) * to;

const at = (position: number): NumberLineState => ({ position, jumps: [], circle: null, ray: null, upper: null });

/** A place or ray task starts at its `start` (the line's first mark if none), a round task at the number to round, a jump task at its `start`. */
export function initialNumberLine(task: PointTask, scale: Pick<LineScale, 'min'>): NumberLineState {
  switch (task.kind) {
    case 'place':
    case 'ray':
      return at(task.start ?? scale.min);
    case 'round':
      return at(task.value);
    case 'jumps':
      return at(task.start);
  }
}

/**
 * Where a circle may go, in parts: anywhere on the line, but a between task's circles keep a step apart at
 * least, the lower one on the left (as the thumbs of a two-thumb slider do), so the segment never turns round.
 */
export function circleRange(state: NumberLineState, bound: Bound, scale: Pick<LineScale, 'min' | 'max' | 'step'>): { min: number; max: number } {
  if (!state.upper) return { min: scale.min, max: scale.max };
  return bound === 'lower' ? { min: scale.min, max: state.upper.position - scale.step } : { min: state.position + scale.step, max: scale.max };
}

/** Move the free point (or a between task's `bound` circle) to `value` (in parts), kept on the line's marks and in its range. */
export function movePoint<S extends NumberLineState>(state: S, value: number, scale: Pick<LineScale, 'min' | 'max' | 'step'>, bound: Bound = 'lower'): S {
  const { min, max } = circleRange(state, bound, scale);
  const snapped = scale.min + Math.round((value - scale.min) / scale.step) * scale.step;
  const position = Math.min(max, Math.max(min, snapped));
  if (bound === 'upper') return !state.upper || position === state.upper.position ? state : { ...state, upper: { ...state.upper, position } };
  return position === state.position ? state : { ...state, position };
}

/** The circle a finger on `value` takes hold of: the nearer one (only the point, outside between tasks). */
export function nearerBound(state: NumberLineState, value: number): Bound {
  if (!state.upper) return 'lower';
  return value - state.position <= state.upper.position - value ? 'lower' : 'upper';
}

/** Whether a jump of `size` (signed) from where the point stands stays on the line. */
export const canJump = (state: NumberLineState, size: number, scale: Pick<LineScale, 'min' | 'max'>): boolean =>
  state.position + size >= scale.min && state.position + size <= scale.max;

export function jump(state: NumberLineState, size: number, scale: Pick<LineScale, 'min' | 'max'>): NumberLineState {
  if (!canJump(state, size, scale)) return state;
  return { ...state, position: state.position + size, jumps: [...state.jumps, size] };
}

/** Take back the last jump. */
export function undoJump(state: NumberLineState): NumberLineState {
  const last = state.jumps.at(-1);
  if (last === undefined) return state;
  return { ...state, position: state.position - last, jumps: state.jumps.slice(0, -1) };
}

/** Fill the point's circle (or a between task's `bound` circle). */
export function chooseCircle<S extends NumberLineState>(state: S, circle: Circle, bound: Bound = 'lower'): S {
  if (bound === 'upper') return !state.upper || state.upper.circle === circle ? state : { ...state, upper: { ...state.upper, circle } };
  return state.circle === circle ? state : { ...state, circle };
}

export const chooseRay = (state: NumberLineState, ray: RayDirection): NumberLineState => (state.ray === ray ? state : { ...state, ray });

/** How a relation is drawn: ≤ and ≥ take the bound in (a closed circle), > and ≥ hold the greater numbers (a ray to the right). */
export function rayAnswer(relation: Extract<PointTask, { kind: 'ray' }>['relation']): { circle: Circle; ray: RayDirection } {
  return {
    circle: relation === '≤' || relation === '≥' ? 'closed' : 'open',
    ray: relation === '>' || relation === '≥' ? 'right' : 'left',
  };
}

/** Where a task wants the point in the end. */
function numberLineAnswer(task: PointTask): number {
  switch (task.kind) {
    case 'place':
    case 'jumps':
      return task.target;
    case 'round':
      return nearestMultiple(task.value, task.to);
    case 'ray':
      return task.bound;
  }
}

/**
 * A ray is judged one part at a time, in the order it is drawn: the bound, then the circle on it, then the
 * ray's direction, so each answer names the one thing to fix.
 */
function checkRay(task: Extract<PointTask, { kind: 'ray' }>, state: NumberLineState): Verdict<NumberLineFeedback> {
  const answer = rayAnswer(task.relation);
  if (state.position < task.bound) return wrong('bound-too-small');
  if (state.position > task.bound) return wrong('bound-too-big');
  if (state.circle === null) return wrong('no-circle');
  if (state.circle !== answer.circle) return wrong(answer.circle === 'open' ? 'want-open' : 'want-closed');
  if (state.ray === null) return wrong('no-ray');
  if (state.ray !== answer.ray) return wrong('wrong-ray');
  return correct;
}

/** A one-point task's verdict (a between task's is `checkBetween`'s). */
export function checkNumberLine(task: PointTask, state: NumberLineState): Verdict<NumberLineFeedback> {
  const answer = numberLineAnswer(task);
  switch (task.kind) {
    case 'place':
      if (state.position < answer) return wrong('too-small');
      if (state.position > answer) return wrong('too-big');
      return correct;
    case 'round':
      if (state.position === answer) return correct;
      return state.position % task.to === 0 ? wrong('other-ten') : wrong('not-a-ten');
    case 'jumps': {
      if (state.jumps.length === 0) return wrong('no-jumps');
      const wanted = Math.abs(answer - task.start);
      const travelled = Math.abs(state.position - task.start);
      const sameWay = Math.sign(state.position - task.start) === Math.sign(answer - task.start);
      if (!sameWay || travelled < wanted) return wrong('short');
      if (travelled > wanted) return wrong('past');
      return correct;
    }
    case 'ray':
      return checkRay(task, state);
  }
}

/**
 * A way to solve the task within the line: the free point on the answer (with a ray task's circle and
 * direction), or jumps of the task's sizes, in its direction, from the start to the target (the fewest
 * such jumps). Null when there is none.
 */
export function numberLineSolution(task: PointTask, scale: Pick<LineScale, 'min' | 'max' | 'step'>): NumberLineState | null {
  const answer = numberLineAnswer(task);
  if (!onLine(scale, answer)) return null;
  if (task.kind === 'ray') return { ...at(answer), ...rayAnswer(task.relation) };
  if (task.kind !== 'jumps') return at(answer);
  const sign = task.direction === 'back' ? -1 : 1;
  const distance = (answer - task.start) * sign;
  if (distance <= 0 || task.sizes.some((size) => !Number.isInteger(size) || size <= 0)) return null;
  // Fewest jumps for each distance up to the target's (coin change; the distances are small).
  const best: (number[] | null)[] = [[]];
  for (let d = 1; d <= distance; d++) {
    let pick: number[] | null = null;
    for (const size of task.sizes) {
      const before = d >= size ? best[d - size] : null;
      if (before && (!pick || before.length + 1 < pick.length)) pick = [...before, size];
    }
    best[d] = pick;
  }
  const sizes = best[distance];
  if (!sizes) return null;
  let state = at(task.start);
  // Largest jumps first, as a child would make them (27 + 14: a ten, then four ones).
  for (const size of [...sizes].sort((a, b) => b - a)) state = jump(state, size * sign, scale);
  return state.position === answer ? state : null;
}
