import type { CubeViewsTask } from '../../content/manipulativeTypes.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/** Heights of the cube stacks on the base grid, row by row; row 0 is at the back, the last row at the front. */
export type Heights = readonly (readonly number[])[];

/** The stacks built so far, the base square in hand and, for a view task, the chosen drawing. */
export type CubeState = { readonly heights: Heights; readonly selected: number; readonly choice: number | null };

export type CubeFeedback = 'empty' | 'front-differs' | 'side-differs' | 'top-differs' | 'no-choice' | 'wrong-choice';

/** The most cubes in one stack. */
export const MAX_HEIGHT = 4;

const rowsOf = (heights: Heights) => heights.length;
const columnsOf = (heights: Heights) => heights[0]?.length ?? 0;

/** Seen from the front: the tallest stack of each column, left to right. */
export const frontView = (heights: Heights): number[] =>
  Array.from({ length: columnsOf(heights) }, (_, column) => Math.max(0, ...heights.map((row) => row[column] ?? 0)));

/** Seen from the right: the tallest stack of each row, the front row on the left of the drawing. */
export const sideView = (heights: Heights): number[] => [...heights].reverse().map((row) => Math.max(0, ...row));

/** Seen from above: which base squares carry cubes, row by row as on the base (back row at the top). */
export const topView = (heights: Heights): boolean[][] => heights.map((row) => row.map((height) => height > 0));

export const cubeCount = (heights: Heights): number => heights.flat().reduce((sum, height) => sum + height, 0);

export function initialCubes(task: CubeViewsTask): CubeState {
  const heights = task.kind === 'build' ? task.target.map((row) => row.map(() => 0)) : task.structure;
  return { heights, selected: 0, choice: null };
}

/** Add (+1) or take away (−1) a cube on base square `index` (row by row). */
export function stack(state: CubeState, index: number, delta: number): CubeState {
  const columns = columnsOf(state.heights);
  const row = Math.floor(index / columns);
  const column = index % columns;
  const now = state.heights[row]?.[column];
  if (now === undefined) return state;
  const next = Math.min(MAX_HEIGHT, Math.max(0, now + delta));
  if (next === now) return state;
  return { ...state, heights: state.heights.map((cells, r) => (r === row ? cells.map((height, c) => (c === column ? next : height)) : cells)) };
}

export const selectSquare = (state: CubeState, index: number): CubeState => ({ ...state, selected: index });

export const chooseView = (state: CubeState, choice: number): CubeState => ({ ...state, choice });

const same = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** Building: right when the front, side and top views all match the target's (the same views may come from other stacks too). */
export function checkCubes(task: CubeViewsTask, state: CubeState): Verdict<CubeFeedback> {
  if (task.kind === 'view') {
    if (state.choice === null) return wrong('no-choice');
    return state.choice === task.correctIndex ? correct : wrong('wrong-choice');
  }
  if (cubeCount(state.heights) === 0) return wrong('empty');
  if (!same(topView(state.heights), topView(task.target))) return wrong('top-differs');
  if (!same(frontView(state.heights), frontView(task.target))) return wrong('front-differs');
  if (!same(sideView(state.heights), sideView(task.target))) return wrong('side-differs');
  return correct;
}

/** The right board, for the content checks. */
export const cubesSolution = (task: CubeViewsTask): CubeState =>
  task.kind === 'build' ? { heights: task.target, selected: 0, choice: null } : { ...initialCubes(task), choice: task.correctIndex };

/** The view a view task asks about, for the content checks. */
export const askedView = (task: Extract<CubeViewsTask, { kind: 'view' }>): number[] =>
  task.which === 'front' ? frontView(task.structure) : sideView(task.structure);

export const baseSize = (heights: Heights) => ({ rows: rowsOf(heights), columns: columnsOf(heights) });
