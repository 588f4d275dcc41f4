import type { PatternTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

/** Pieces placed after a repeating pattern, and the squares of the figure being built for a growing one. */
export type PatternState = { readonly placed: readonly string[]; readonly squares: number };

export type PatternFeedback = 'incomplete' | 'wrong-piece' | 'too-few' | 'too-many';

/** The most squares a growing-pattern figure may have. */
export const MAX_SQUARES = 40;

export const initialPattern: PatternState = { placed: [], squares: 0 };

/** Put a piece in the next empty place (if any is left). */
export function placePiece(task: PatternTask, state: PatternState, tokenId: string): PatternState {
  if (task.kind !== 'repeat' || state.placed.length >= task.answer.length) return state;
  return { ...state, placed: [...state.placed, tokenId] };
}

export const removeLastPiece = (state: PatternState): PatternState => (state.placed.length === 0 ? state : { ...state, placed: state.placed.slice(0, -1) });

export const changeSquares = (state: PatternState, delta: number): PatternState => ({
  ...state,
  squares: clamp(state.squares + delta, 0, MAX_SQUARES),
});

/** `detail` of 'wrong-piece' is the 1-based place of the first wrong piece. */
export function checkPattern(task: PatternTask, state: PatternState): Verdict<PatternFeedback> {
  if (task.kind === 'grow') {
    if (state.squares < task.answer) return wrong('too-few');
    if (state.squares > task.answer) return wrong('too-many');
    return correct;
  }
  const firstWrong = state.placed.findIndex((id, i) => id !== task.answer[i]);
  if (firstWrong >= 0) return wrong('wrong-piece', firstWrong + 1);
  if (state.placed.length < task.answer.length) return wrong('incomplete');
  return correct;
}

/** The shortest core that repeats through the whole shown pattern (shown at least twice), or null. */
export function repeatingCore(shown: readonly string[]): readonly string[] | null {
  for (let length = 1; length * 2 <= shown.length; length++) {
    if (shown.every((id, i) => id === shown[i % length])) return shown.slice(0, length);
  }
  return null;
}

/** What follows a repeating pattern: the core, carried on `count` pieces. */
export function continueRepeating(shown: readonly string[], count: number): string[] | null {
  const core = repeatingCore(shown);
  if (!core) return null;
  return Array.from({ length: count }, (_, i) => core[(shown.length + i) % core.length]!);
}

/** A growing pattern's term by its constant difference, or null when the difference is not constant. */
export function arithmeticTerm(terms: readonly number[], step: number): number | null {
  if (terms.length < 2) return null;
  const difference = terms[1]! - terms[0]!;
  if (!terms.every((term, i) => i === 0 || term - terms[i - 1]! === difference)) return null;
  return terms[0]! + difference * (step - 1);
}

export const patternSolution = (task: PatternTask): PatternState =>
  task.kind === 'repeat' ? { placed: [...task.answer], squares: 0 } : { placed: [], squares: clamp(task.answer, 0, MAX_SQUARES) };
