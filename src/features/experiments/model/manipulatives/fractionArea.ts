import type { FractionAreaTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

/** The whole, cut into `parts` equal parts, and which of them are shaded. */
export type FractionState = { readonly parts: number; readonly shaded: readonly boolean[] };

export type FractionFeedback = 'none-shaded' | 'too-few' | 'too-many' | 'same-parts' | 'cannot-split';

const uncut = (parts: number): FractionState => ({ parts, shaded: Array.from({ length: parts }, () => false) });

/** A shading task starts cut and blank; an equivalence task starts with the whole uncut. */
export const initialFraction = (task: FractionAreaTask): FractionState => uncut(task.kind === 'shade' ? task.parts : 1);

export const shadedCount = (state: FractionState): number => state.shaded.filter(Boolean).length;

export function toggleFractionPart(state: FractionState, index: number): FractionState {
  if (index < 0 || index >= state.parts) return state;
  return { ...state, shaded: state.shaded.map((on, i) => (i === index ? !on : on)) };
}

/** Cutting the whole again starts its shading over (the old parts are gone). */
export function cutInto(state: FractionState, parts: number, maxParts: number): FractionState {
  const next = clamp(parts, 1, maxParts);
  return next === state.parts ? state : uncut(next);
}

/** Does the shaded share equal numerator/denominator (and, for an equivalence, with other parts)? */
export function checkFraction(task: FractionAreaTask, state: FractionState): Verdict<FractionFeedback> {
  const { numerator, denominator } = task;
  if (task.kind === 'equivalent' && (numerator * state.parts) % denominator !== 0) return wrong('cannot-split');
  const shaded = shadedCount(state);
  if (shaded === 0) return wrong('none-shaded');
  // shaded / parts against numerator / denominator, in whole numbers.
  const difference = shaded * denominator - numerator * state.parts;
  if (difference < 0) return wrong('too-few');
  if (difference > 0) return wrong('too-many');
  if (task.kind === 'equivalent' && state.parts === denominator) return wrong('same-parts');
  return correct;
}

/** A right answer (for checking content): the fewest other parts that show the fraction exactly. */
export function fractionSolution(task: FractionAreaTask, maxParts: number): FractionState | null {
  const { numerator, denominator } = task;
  const candidates = task.kind === 'shade' ? [task.parts] : Array.from({ length: maxParts - 1 }, (_, i) => i + 2);
  const parts = candidates.find((n) => (numerator * n) % denominator === 0 && (task.kind === 'shade' || n !== denominator));
  if (parts === undefined) return null;
  const shade = (numerator * parts) / denominator;
  return { parts, shaded: Array.from({ length: parts }, (_, i) => i < shade) };
}
