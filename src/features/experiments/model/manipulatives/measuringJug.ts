import type { JugTask, MeasuringJugSpec } from '../../content/manipulativeTypes.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/** The water in the jug, the glasses poured into it (glasses tasks) and the amount written (read tasks). */
export type JugState = { readonly ml: number; readonly glasses: number; readonly answer: string };

export type JugFeedback = 'empty' | 'too-little' | 'too-much' | 'not-a-number';

/** Fill and glasses tasks start with an empty jug; a read task shows the jug holding its amount. */
export const initialJug = (task: JugTask): JugState => ({ ml: task.kind === 'read' ? task.ml : 0, glasses: 0, answer: '' });

/** Move the water level to `ml`, kept on a mark between empty and full. */
export function setLevel(state: JugState, ml: number, spec: Pick<MeasuringJugSpec, 'capacityMl' | 'markMl'>): JugState {
  const next = Math.min(spec.capacityMl, Math.max(0, Math.round(ml / spec.markMl) * spec.markMl));
  return next === state.ml ? state : { ...state, ml: next };
}

/** Pour one more glass into the jug (1) or fill a glass back from it (−1), if the jug has room or water for it. */
export function pourGlass(state: JugState, direction: 1 | -1, glassMl: number, capacityMl: number): JugState {
  const ml = state.ml + direction * glassMl;
  if (ml < 0 || ml > capacityMl || state.glasses + direction < 0) return state;
  return { ...state, ml, glasses: state.glasses + direction };
}

export const writeAmount = (state: JugState, answer: string): JugState => ({ ...state, answer });

/** How many of a read task's unit the amount is: litres, half litres or millilitres. */
export function amountIn(ml: number, unit: 'L' | 'half-L' | 'mL'): number {
  if (unit === 'L') return ml / 1000;
  if (unit === 'half-L') return ml / 500;
  return ml;
}

/** A written whole number ("3", "750 mL", " 2 L "); null if it is none. */
export function parseAmount(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/\s*(ml|l|litre|yarım litre|yarım l)$/i, '')
    .trim();
  return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
}

export function checkJug(task: JugTask, state: JugState): Verdict<JugFeedback> {
  if (task.kind === 'read') {
    const value = parseAmount(state.answer);
    if (value === null) return wrong('not-a-number');
    const expected = amountIn(task.ml, task.unit);
    if (value < expected) return wrong('too-little');
    if (value > expected) return wrong('too-much');
    return correct;
  }
  if (state.ml === 0) return wrong('empty');
  if (state.ml < task.ml) return wrong('too-little');
  if (state.ml > task.ml) return wrong('too-much');
  return correct;
}

/** A right answer (for checking content). */
export function jugSolution(task: JugTask): JugState {
  if (task.kind === 'read') return { ml: task.ml, glasses: 0, answer: String(amountIn(task.ml, task.unit)) };
  if (task.kind === 'glasses') return { ml: task.ml, glasses: task.ml / task.glassMl, answer: '' };
  return { ml: task.ml, glasses: 0, answer: '' };
}

/** What is wrong with a task on this jug, for the content check: amounts on the marks, whole glasses, whole units. */
export function jugTaskProblems(task: JugTask, spec: Pick<MeasuringJugSpec, 'capacityMl' | 'markMl'>): string[] {
  const problems: string[] = [];
  if (task.ml <= 0 || task.ml > spec.capacityMl) problems.push('does not fit the jug');
  if (task.ml % spec.markMl !== 0) problems.push('not on a mark of the jug');
  if (task.kind === 'glasses' && (task.glassMl <= 0 || task.ml % task.glassMl !== 0)) problems.push('not a whole number of glasses');
  if (task.kind === 'read' && !Number.isInteger(amountIn(task.ml, task.unit))) problems.push('not a whole number of its unit');
  return problems;
}
