import type { NumberLineSpec, NumberLineTask } from '../../content/manipulativeTypes.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/**
 * Where the point stands, and the jumps made to get there (jump tasks; each jump is signed: +3 forwards,
 * −3 backwards). In place and round tasks the point moves freely and `jumps` stays empty.
 */
export type NumberLineState = { readonly position: number; readonly jumps: readonly number[] };

export type NumberLineFeedback = 'too-small' | 'too-big' | 'no-jumps' | 'short' | 'past' | 'not-a-ten' | 'other-ten';

/** The numbers the marks stand for: `min`, `min + step`, … up to `max`. */
export function numberLineMarks(spec: Pick<NumberLineSpec, 'min' | 'max' | 'step'>): number[] {
  const count = Math.floor((spec.max - spec.min) / spec.step);
  return Array.from({ length: count + 1 }, (_, i) => spec.min + i * spec.step);
}

/** Whether a number stands on a mark of the line. */
export const onLine = (spec: Pick<NumberLineSpec, 'min' | 'max' | 'step'>, value: number): boolean =>
  value >= spec.min && value <= spec.max && Number.isInteger((value - spec.min) / spec.step);

/**
 * The multiple of `to` nearest to `value`; halfway between two, the greater one (35 → 40, as the
 * programme rounds a 5 in the ones up).
 */
export const nearestMultiple = (value: number, to: number): number => Math.floor(value / to + 0.5) * to;

/** A place task starts at its `start` (the line's first mark if none), a round task at the number to round, a jump task at its `start`. */
export function initialNumberLine(task: NumberLineTask, spec: Pick<NumberLineSpec, 'min'>): NumberLineState {
  switch (task.kind) {
    case 'place':
      return { position: task.start ?? spec.min, jumps: [] };
    case 'round':
      return { position: task.value, jumps: [] };
    case 'jumps':
      return { position: task.start, jumps: [] };
  }
}

/** Move the free point to `value`, kept on the line's marks. */
export function movePoint(state: NumberLineState, value: number, spec: Pick<NumberLineSpec, 'min' | 'max' | 'step'>): NumberLineState {
  const snapped = spec.min + Math.round((value - spec.min) / spec.step) * spec.step;
  const position = Math.min(spec.max, Math.max(spec.min, snapped));
  return position === state.position ? state : { ...state, position };
}

/** Whether a jump of `size` (signed) from where the point stands stays on the line. */
export const canJump = (state: NumberLineState, size: number, spec: Pick<NumberLineSpec, 'min' | 'max'>): boolean =>
  state.position + size >= spec.min && state.position + size <= spec.max;

export function jump(state: NumberLineState, size: number, spec: Pick<NumberLineSpec, 'min' | 'max'>): NumberLineState {
  if (!canJump(state, size, spec)) return state;
  return { position: state.position + size, jumps: [...state.jumps, size] };
}

/** Take back the last jump. */
export function undoJump(state: NumberLineState): NumberLineState {
  const last = state.jumps.at(-1);
  if (last === undefined) return state;
  return { position: state.position - last, jumps: state.jumps.slice(0, -1) };
}

/** Where a task wants the point in the end. */
function numberLineAnswer(task: NumberLineTask): number {
  switch (task.kind) {
    case 'place':
      return task.target;
    case 'round':
      return nearestMultiple(task.value, task.to);
    case 'jumps':
      return task.target;
  }
}

export function checkNumberLine(task: NumberLineTask, state: NumberLineState): Verdict<NumberLineFeedback> {
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
  }
}

/**
 * A way to solve the task within the line: the free point on the answer, or jumps of the task's sizes,
 * in its direction, from the start to the target (the fewest such jumps). Null when there is none.
 */
export function numberLineSolution(task: NumberLineTask, spec: Pick<NumberLineSpec, 'min' | 'max' | 'step'>): NumberLineState | null {
  const answer = numberLineAnswer(task);
  if (!onLine(spec, answer)) return null;
  if (task.kind !== 'jumps') return { position: answer, jumps: [] };
  const sign = task.direction === 'back' ? -1 : 1;
  const distance = (answer - task.start) * sign;
  if (distance <= 0 || task.sizes.some((size) => size <= 0)) return null;
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
  let state: NumberLineState = { position: task.start, jumps: [] };
  // Largest jumps first, as a child would make them (27 + 14: a ten, then four ones).
  for (const size of [...sizes].sort((a, b) => b - a)) state = jump(state, size * sign, spec);
  return state.position === answer ? state : null;
}
