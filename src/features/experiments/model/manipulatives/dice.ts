import type { DiceTask, DieFace } from '../../content/manipulativeTypes.ts';
import { seededRandom } from './seededRandom.ts';
import { correct, wrong, type Verdict } from './verdict.ts';
import { gcd } from './arithmetic.ts';

export const FACES: readonly DieFace[] = [1, 2, 3, 4, 5, 6];

/** The faces marked as the event's outcomes, the rolls so far, and for a choosing task the answer chosen. */
export type DiceState = { readonly marked: readonly DieFace[]; readonly rolls: readonly DieFace[]; readonly choice: number | null };

/** `missing-face` and `extra-face` carry how many faces are missing or wrongly marked. */
export type DiceFeedback = 'nothing-marked' | 'missing-face' | 'extra-face' | 'no-choice' | 'wrong-choice';

export const initialDice: DiceState = { marked: [], rolls: [], choice: null };

/** Mark a face as an outcome of the event, or take the mark away; kept in face order. */
export function toggleFace(state: DiceState, face: DieFace): DiceState {
  const marked = state.marked.includes(face) ? state.marked.filter((one) => one !== face) : [...state.marked, face].sort((a, b) => a - b);
  return { ...state, marked };
}

export const chooseDiceAnswer = (state: DiceState, choice: number): DiceState => ({ ...state, choice });

/**
 * A wrongly marked face is told before a missing one: a child who marked 1 for "an even number" has misread the
 * event, which matters more than not being finished.
 */
export function checkDice(task: DiceTask, state: DiceState): Verdict<DiceFeedback> {
  if (task.kind === 'choose') {
    if (state.choice === null) return wrong('no-choice');
    return state.choice === task.correctIndex ? correct : wrong('wrong-choice');
  }
  if (state.marked.length === 0) return wrong('nothing-marked');
  const extra = state.marked.filter((face) => !task.faces.includes(face)).length;
  if (extra > 0) return wrong('extra-face', extra);
  const missing = task.faces.filter((face) => !state.marked.includes(face)).length;
  return missing > 0 ? wrong('missing-face', missing) : correct;
}

export const diceSolution = (task: DiceTask): DiceState =>
  task.kind === 'event' ? { ...initialDice, marked: [...task.faces].sort((a, b) => a - b) } : { ...initialDice, choice: task.correctIndex };

/** The probability of an event of `outcomes` faces, as written: "3/6 = 1/2", "1/6", "6/6 = 1", "0". */
export function eventProbabilityText(outcomes: number): string {
  if (outcomes === 0) return '0';
  const divisor = gcd(outcomes, FACES.length);
  const reduced = outcomes === FACES.length ? '1' : `${outcomes / divisor}/${FACES.length / divisor}`;
  return divisor === 1 ? `${outcomes}/${FACES.length}` : `${outcomes}/${FACES.length} = ${reduced}`;
}

/** Roll `times` more times. Roll number k is the same for the same seed, so a class sees the same run and tests repeat. */
export function roll(state: DiceState, seed: number, times: number): DiceState {
  const rolls = [...state.rolls];
  for (let i = 0; i < times; i++) {
    const random = seededRandom(seed * 7919 + rolls.length);
    rolls.push(FACES[Math.floor(random() * FACES.length)] ?? 1);
  }
  return { ...state, rolls };
}

export const rollCount = (state: DiceState, face: DieFace): number => state.rolls.filter((one) => one === face).length;

/** What is wrong with a die's tasks, for the content tests. */
export function diceTaskProblems(task: DiceTask): string[] {
  const problems: string[] = [];
  if (task.kind === 'choose') {
    if (task.correctIndex < 0 || task.correctIndex >= task.options.length) problems.push('correct index');
    return problems;
  }
  if (task.faces.length === 0) problems.push('an event of no outcome cannot be marked: ask it as a choosing task');
  if (new Set(task.faces).size !== task.faces.length) problems.push('a face listed twice');
  if (task.faces.some((face) => !FACES.includes(face))) problems.push('not a face of a die');
  return problems;
}
