import type { VennRegion, VennTask } from '../../content/manipulativeTypes.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/**
 * Where each item sits (null: not yet placed), which item is picked up to be placed next, and, in a
 * reading task, the answer chosen.
 */
export type VennState = { readonly placed: readonly (VennRegion | null)[]; readonly selected: number | null; readonly choice: number | null };

/** The most items a diagram holds (they must fit in its regions). */
export const MAX_VENN_ITEMS = 10;

export type VennFeedback = 'unplaced' | 'misplaced' | 'no-choice' | 'wrong-choice';

/** The regions a diagram has: with one set, only inside it or outside. */
export const vennRegions = (twoSets: boolean): readonly VennRegion[] => (twoSets ? ['a', 'both', 'b', 'outside'] : ['a', 'outside']);

/** A sorting task starts with every item unplaced and the first one picked up; a reading task shows the items in place. */
export const initialVenn = (task: VennTask): VennState =>
  task.kind === 'sort'
    ? { placed: task.items.map(() => null), selected: task.items.length > 0 ? 0 : null, choice: null }
    : { placed: [...task.placed], selected: null, choice: null };

export const selectVennItem = (state: VennState, index: number): VennState =>
  index < 0 || index >= state.placed.length ? state : { ...state, selected: state.selected === index ? null : index };

/** Put the picked-up item in `region`; the next unplaced item (after it, then from the start) is picked up. */
export function placeVennItem(state: VennState, region: VennRegion): VennState {
  const index = state.selected;
  if (index === null) return state;
  const placed = state.placed.map((where, i) => (i === index ? region : where));
  const count = placed.length;
  let next: number | null = null;
  for (let step = 1; step <= count; step++) {
    const candidate = (index + step) % count;
    if (placed[candidate] === null) {
      next = candidate;
      break;
    }
  }
  return { ...state, placed, selected: next };
}

export const chooseVennAnswer = (state: VennState, choice: number): VennState => ({ ...state, choice });

/** Members of a region's set: A holds 'a' and 'both'; B holds 'b' and 'both'. */
export const inSet = (where: VennRegion | null, set: 'a' | 'b'): boolean => where === set || where === 'both';

/** `detail` is how many items are unplaced or in the wrong region. */
export function checkVenn(task: VennTask, state: VennState): Verdict<VennFeedback> {
  if (task.kind === 'read') {
    if (state.choice === null) return wrong('no-choice');
    return state.choice === task.correctIndex ? correct : wrong('wrong-choice');
  }
  const unplaced = state.placed.filter((where) => where === null).length;
  if (unplaced > 0) return wrong('unplaced', unplaced);
  const misplaced = task.answer.filter((region, i) => state.placed[i] !== region).length;
  return misplaced === 0 ? correct : wrong('misplaced', misplaced);
}

export const vennSolution = (task: VennTask): VennState =>
  task.kind === 'sort' ? { placed: [...task.answer], selected: null, choice: null } : { placed: [...task.placed], selected: null, choice: task.correctIndex };
