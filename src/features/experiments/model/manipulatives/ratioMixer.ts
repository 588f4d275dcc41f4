import type { RatioTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

/** Cups of each thing in the jug. */
export type MixState = { readonly first: number; readonly second: number };

export type MixFeedback = 'missing-first' | 'missing-second' | 'too-much-first' | 'too-much-second' | 'wrong-amount';

export const emptyJug: MixState = { first: 0, second: 0 };

export function pour(state: MixState, which: 'first' | 'second', delta: number, maxCups: number): MixState {
  const next = clamp(state[which] + delta, 0, maxCups);
  return next === state[which] ? state : { ...state, [which]: next };
}

/**
 * The mix tastes like the recipe when first : second = ratio.first : ratio.second
 * (compared crosswise, in whole numbers); then the asked amount is checked.
 */
export function checkMix(task: RatioTask, state: MixState): Verdict<MixFeedback> {
  if (state.first === 0) return wrong('missing-first');
  if (state.second === 0) return wrong('missing-second');
  const difference = state.first * task.ratio.second - state.second * task.ratio.first;
  if (difference > 0) return wrong('too-much-first');
  if (difference < 0) return wrong('too-much-second');
  if (task.amount) {
    const cups = task.amount.of === 'total' ? state.first + state.second : state[task.amount.of];
    if (cups !== task.amount.cups) return wrong('wrong-amount');
  }
  return correct;
}

/** The one mix in the recipe's ratio with the asked amount, or the recipe itself; null if none is whole. */
export function mixSolution(task: RatioTask): MixState | null {
  const { first, second } = task.ratio;
  if (!task.amount) return { first, second };
  const per = task.amount.of === 'total' ? first + second : task.ratio[task.amount.of];
  if (task.amount.cups % per !== 0) return null;
  const times = task.amount.cups / per;
  return { first: first * times, second: second * times };
}
