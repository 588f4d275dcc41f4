import type { HundredGridTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

/** The 100 squares of the grid, in reading order (row by row), which of them are shaded, and the answer chosen. */
export type HundredGridState = { readonly cells: readonly boolean[]; readonly choice: number | null };

export type HundredGridFeedback = 'none-shaded' | 'too-few' | 'too-many' | 'no-choice' | 'wrong-choice';

export const GRID_SIDE = 10;
export const GRID_CELLS = GRID_SIDE * GRID_SIDE;

/** The first `count` squares shaded, in reading order: whole rows (tenths) first, then single squares. */
const firstCells = (count: number): boolean[] => {
  const shaded = clamp(count, 0, GRID_CELLS);
  return Array.from({ length: GRID_CELLS }, (_, i) => i < shaded);
};

/** A shading task starts blank; a reading task shows its shaded squares. */
export const initialHundredGrid = (task: HundredGridTask): HundredGridState => ({
  cells: firstCells(task.kind === 'shade' ? 0 : task.shaded),
  choice: null,
});

export const shadedHundredths = (state: HundredGridState): number => state.cells.filter(Boolean).length;

export function toggleHundredCell(state: HundredGridState, index: number): HundredGridState {
  if (index < 0 || index >= GRID_CELLS) return state;
  return { ...state, cells: state.cells.map((on, i) => (i === index ? !on : on)) };
}

/** Shade exactly the first `count` squares (the stepper's way of shading, a row at a time with Shift). */
export const shadeFirst = (state: HundredGridState, count: number): HundredGridState => ({ ...state, cells: firstCells(count) });

export const chooseHundredAnswer = (state: HundredGridState, choice: number): HundredGridState => ({ ...state, choice });

export function checkHundredGrid(task: HundredGridTask, state: HundredGridState): Verdict<HundredGridFeedback> {
  if (task.kind === 'read') {
    if (state.choice === null) return wrong('no-choice');
    return state.choice === task.correctIndex ? correct : wrong('wrong-choice');
  }
  const shaded = shadedHundredths(state);
  if (shaded === 0) return wrong('none-shaded');
  if (shaded < task.hundredths) return wrong('too-few');
  if (shaded > task.hundredths) return wrong('too-many');
  return correct;
}

export const hundredGridSolution = (task: HundredGridTask): HundredGridState =>
  task.kind === 'shade' ? { cells: firstCells(task.hundredths), choice: null } : { cells: firstCells(task.shaded), choice: task.correctIndex };

/**
 * Hundredths as Turkish writes a decimal, with a decimal comma and no trailing zero: 40 → "0,4",
 * 25 → "0,25", 5 → "0,05", 100 → "1".
 */
export function decimalText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  if (rest === 0) return String(whole);
  const digits = String(rest).padStart(2, '0').replace(/0$/, '');
  return `${whole},${digits}`;
}
