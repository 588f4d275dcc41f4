import type { BarGraphTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

/** The bars' heights and, for a reading task, the answer chosen. */
export type BarGraphState = { readonly values: readonly number[]; readonly choice: number | null };

export type BarGraphFeedback = 'bars-differ' | 'no-choice' | 'wrong-choice';

/** A building task starts with empty bars; a reading task shows the finished graph. */
export const initialBarGraph = (task: BarGraphTask): BarGraphState => ({
  values: task.kind === 'build' ? task.values.map(() => 0) : [...task.values],
  choice: null,
});

/** Raise or lower one bar by whole steps, between 0 and `max`. */
export function changeBar(state: BarGraphState, index: number, steps: number, step: number, max: number): BarGraphState {
  const current = state.values[index];
  if (current === undefined) return state;
  const next = clamp((current + steps * step) / step, 0, Math.floor(max / step)) * step;
  return next === current ? state : { ...state, values: state.values.map((value, i) => (i === index ? next : value)) };
}

export const chooseAnswer = (state: BarGraphState, choice: number): BarGraphState => ({ ...state, choice });

/** `detail` of 'bars-differ' is how many bars are not yet right. */
export function checkBarGraph(task: BarGraphTask, state: BarGraphState): Verdict<BarGraphFeedback> {
  if (task.kind === 'read') {
    if (state.choice === null) return wrong('no-choice');
    return state.choice === task.correctIndex ? correct : wrong('wrong-choice');
  }
  const off = task.values.filter((value, i) => state.values[i] !== value).length;
  return off === 0 ? correct : wrong('bars-differ', off);
}

/** Tally marks (çetele): groups of five (four strokes and one across) and the strokes left over. */
export const tallyGroups = (count: number): { fives: number; rest: number } => ({ fives: Math.floor(count / 5), rest: count % 5 });

export const barGraphSolution = (task: BarGraphTask): BarGraphState =>
  task.kind === 'build' ? { values: [...task.values], choice: null } : { values: [...task.values], choice: task.correctIndex };

/** The most pictures a picture graph's row holds, so that a row fits its board. */
export const MAX_PICTURES = 12;

/** A picture graph's row: how many pictures show `value` when one picture stands for `step` items. */
export const pictureCount = (value: number, step: number): number => Math.floor(value / step);
