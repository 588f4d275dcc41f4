import type { BalanceScaleSpec, ScaleTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

/** A compare task's answer: which pan goes down, or that the beam stays level. */
export type ScaleChoice = 'left' | 'right' | 'level';

/** How many of each standard mass (in the spec's order) lie on the right pan, and a compare task's answer. */
export type ScaleState = { readonly counts: readonly number[]; readonly choice: ScaleChoice | null };

export type ScaleFeedback = 'empty' | 'too-light' | 'too-heavy' | 'no-choice' | 'wrong-choice';

export const initialScale = (spec: Pick<BalanceScaleSpec, 'masses'>): ScaleState => ({ counts: spec.masses.map(() => 0), choice: null });

/** Put on (or take off) pieces of the mass at `index`, keeping between none and `each` of it. */
export function addMass(state: ScaleState, index: number, delta: number, each: number): ScaleState {
  const current = state.counts[index];
  if (current === undefined) return state;
  const next = clamp(current + delta, 0, each);
  return next === current ? state : { ...state, counts: state.counts.map((count, i) => (i === index ? next : count)) };
}

export const chooseSide = (state: ScaleState, choice: ScaleChoice): ScaleState => ({ ...state, choice });

/** The grams of the standard masses on the right pan. */
export const massesTotal = (masses: readonly number[], counts: readonly number[]): number =>
  masses.reduce((sum, grams, i) => sum + grams * (counts[i] ?? 0), 0);

/** What lies on each pan, in grams. */
export function panLoads(task: ScaleTask, masses: readonly number[], state: ScaleState): { left: number; right: number } {
  if (task.kind === 'compare') return { left: task.left.grams, right: task.right.grams };
  return { left: task.kind === 'balance' ? task.grams : 0, right: massesTotal(masses, state.counts) };
}

/** An equal-arm balance: the heavier pan goes down (−1: the left one, 1: the right one), equal loads keep the beam level. */
export const beamTilt = (left: number, right: number): -1 | 0 | 1 => (left > right ? -1 : left < right ? 1 : 0);

export function checkScale(task: ScaleTask, masses: readonly number[], state: ScaleState): Verdict<ScaleFeedback> {
  if (task.kind === 'compare') {
    if (state.choice === null) return wrong('no-choice');
    const tilt = beamTilt(task.left.grams, task.right.grams);
    const expected: ScaleChoice = tilt < 0 ? 'left' : tilt > 0 ? 'right' : 'level';
    return state.choice === expected ? correct : wrong('wrong-choice');
  }
  const total = massesTotal(masses, state.counts);
  if (total === 0) return wrong('empty');
  if (total < task.grams) return wrong('too-light');
  if (total > task.grams) return wrong('too-heavy');
  return correct;
}

/** Counts of the masses (at most `each` of every one) that make exactly `grams`, the fewest pieces first found heaviest first; null if none. */
export function massesFor(grams: number, masses: readonly number[], each: number): number[] | null {
  const counts = masses.map(() => 0);
  const search = (index: number, left: number): boolean => {
    if (left === 0) return true;
    const mass = masses[index];
    if (mass === undefined) return false;
    for (let count = Math.min(each, Math.floor(left / mass)); count >= 0; count--) {
      counts[index] = count;
      if (search(index + 1, left - count * mass)) return true;
    }
    counts[index] = 0;
    return false;
  };
  return search(0, grams) ? counts : null;
}

/** A right answer (for checking content), or null when the box cannot make the mass. */
export function scaleSolution(task: ScaleTask, spec: Pick<BalanceScaleSpec, 'masses' | 'each'>): ScaleState | null {
  if (task.kind === 'compare') {
    const tilt = beamTilt(task.left.grams, task.right.grams);
    return { counts: spec.masses.map(() => 0), choice: tilt < 0 ? 'left' : tilt > 0 ? 'right' : 'level' };
  }
  const counts = massesFor(task.grams, spec.masses, spec.each);
  return counts ? { counts, choice: null } : null;
}

/** Grams split into whole kilograms and the grams left over: 1250 → 1 kg 250 g. */
export const kilogramsAndGrams = (grams: number): { kg: number; g: number } => ({ kg: Math.floor(grams / 1000), g: grams % 1000 });
