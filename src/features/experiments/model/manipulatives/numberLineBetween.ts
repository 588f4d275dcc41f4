import type { NumberLineTask } from '../../content/manipulativeTypes.ts';
import { toParts } from './lineNumber.ts';
import { onLine, type BetweenState, type BetweenTask, type Bound, type BoundCircle, type Circle, type LineScale } from './numberLine.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/** What can be wrong with one circle of a between task, named with the circle it is about. */
type CircleFeedback = 'too-small' | 'too-big' | 'no-circle' | 'want-open' | 'want-closed';
export type BetweenFeedback = `${Bound}-${CircleFeedback}`;

/** The task with both bounds counted in parts of 1/`unit`. */
export const scaleBetween = (task: Extract<NumberLineTask, { kind: 'between' }>, unit: number): BetweenTask => ({
  ...task,
  lower: toParts(task.lower, unit),
  upper: toParts(task.upper, unit),
});

/** The circles start at the line's two ends, so that each has a way to go and the child sees the segment shrink onto the answer. */
export const initialBetween = (scale: Pick<LineScale, 'min' | 'max'>): BetweenState => ({
  position: scale.min,
  jumps: [],
  circle: null,
  ray: null,
  upper: { position: scale.max, circle: null },
});

/** How the two signs are drawn: ≤ takes its bound in (a closed circle), < leaves it out (an open one). */
export function betweenAnswer(task: Pick<BetweenTask, 'relations'>): Record<Bound, Circle> {
  const fill = (relation: '<' | '≤'): Circle => (relation === '≤' ? 'closed' : 'open');
  return { lower: fill(task.relations[0]), upper: fill(task.relations[1]) };
}

/** The first thing wrong with one circle (`drawn`) that should stand `at` its bound with this `fill`; null if nothing. */
function checkCircle(bound: Bound, at: number, fill: Circle, drawn: BoundCircle): BetweenFeedback | null {
  if (drawn.position < at) return `${bound}-too-small`;
  if (drawn.position > at) return `${bound}-too-big`;
  if (drawn.circle === null) return `${bound}-no-circle`;
  if (drawn.circle !== fill) return fill === 'open' ? `${bound}-want-open` : `${bound}-want-closed`;
  return null;
}

/**
 * A two-sided inequality is judged one part at a time, in the order it is drawn: the lower bound, its
 * circle, the upper bound, its circle, so each answer names the one thing to fix. The segment between
 * the circles draws itself.
 */
export function checkBetween(task: BetweenTask, state: BetweenState): Verdict<BetweenFeedback> {
  const answer = betweenAnswer(task);
  const mistake = checkCircle('lower', task.lower, answer.lower, state) ?? checkCircle('upper', task.upper, answer.upper, state.upper);
  return mistake ? wrong(mistake) : correct;
}

/** The drawn answer: each circle on its bound with its fill. Null when a bound is off the line or the bounds are not in order. */
export function betweenSolution(task: BetweenTask, scale: Pick<LineScale, 'min' | 'max' | 'step'>): BetweenState | null {
  if (!onLine(scale, task.lower) || !onLine(scale, task.upper) || task.lower >= task.upper) return null;
  const answer = betweenAnswer(task);
  return { position: task.lower, jumps: [], circle: answer.lower, ray: null, upper: { position: task.upper, circle: answer.upper } };
}
