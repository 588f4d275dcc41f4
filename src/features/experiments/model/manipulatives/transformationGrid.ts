import type { GridCellPosition, TransformationTask } from '../../content/manipulativeTypes.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/** Translating: how far the copy has been slid. Reflecting: which squares are painted (row by row). */
export type TransformState = { readonly dx: number; readonly dy: number; readonly painted: readonly boolean[] };

export type TransformFeedback = 'not-moved' | 'wrong-across' | 'wrong-up-down' | 'empty' | 'slid-not-flipped' | 'wrong-cells';

type Size = { columns: number; rows: number };

export const initialTransform = ({ columns, rows }: Size): TransformState => ({ dx: 0, dy: 0, painted: Array.from({ length: columns * rows }, () => false) });

/** The squares of the shape moved by (dx, dy): right and up are positive, rows count from the top. */
export const shifted = (shape: readonly GridCellPosition[], dx: number, dy: number): GridCellPosition[] =>
  shape.map(([column, row]) => [column + dx, row - dy]);

/** Where the shape should end up. A vertical mirror at `at` runs between columns at − 1 and at; a horizontal one between rows. */
export function imageOf(task: TransformationTask): GridCellPosition[] {
  if (task.kind === 'translate') return shifted(task.shape, task.dx, task.dy);
  const { axis, at } = task.mirror;
  return task.shape.map(([column, row]) => (axis === 'vertical' ? [2 * at - 1 - column, row] : [column, 2 * at - 1 - row]));
}

export const onGrid = (cells: readonly GridCellPosition[], { columns, rows }: Size): boolean =>
  cells.every(([column, row]) => column >= 0 && column < columns && row >= 0 && row < rows);

/** Slide the copy one square, as long as all of it stays on the grid. */
export function slideCopy(state: TransformState, task: TransformationTask, byX: number, byY: number, size: Size): TransformState {
  const dx = state.dx + byX;
  const dy = state.dy + byY;
  return onGrid(shifted(task.shape, dx, dy), size) ? { ...state, dx, dy } : state;
}

export function togglePainted(state: TransformState, index: number): TransformState {
  if (index < 0 || index >= state.painted.length) return state;
  return { ...state, painted: state.painted.map((on, i) => (i === index ? !on : on)) };
}

export const clearPainted = (state: TransformState): TransformState => ({ ...state, painted: state.painted.map(() => false) });

const key = ([column, row]: GridCellPosition) => `${column},${row}`;

export function checkTransform(task: TransformationTask, state: TransformState, size: Size): Verdict<TransformFeedback> {
  if (task.kind === 'translate') {
    if (state.dx === 0 && state.dy === 0) return wrong('not-moved');
    if (state.dx !== task.dx) return wrong('wrong-across');
    if (state.dy !== task.dy) return wrong('wrong-up-down');
    return correct;
  }
  const painted = new Set<string>();
  state.painted.forEach((on, i) => {
    if (on) painted.add(key([i % size.columns, Math.floor(i / size.columns)]));
  });
  if (painted.size === 0) return wrong('empty');
  const image = new Set(imageOf(task).map(key));
  const differing = [...painted].filter((cell) => !image.has(cell)).length + [...image].filter((cell) => !painted.has(cell)).length;
  if (differing === 0) return correct;
  // The same shape on the other side, but not flipped: slid across the mirror instead of reflected.
  const images = imageOf(task);
  const least = (cells: readonly GridCellPosition[], index: 0 | 1) => Math.min(...cells.map((cell) => cell[index]));
  const slideX = task.mirror.axis === 'vertical' ? least(images, 0) - least(task.shape, 0) : 0;
  const slideDown = task.mirror.axis === 'horizontal' ? least(images, 1) - least(task.shape, 1) : 0;
  const slid = shifted(task.shape, slideX, -slideDown).map(key);
  if (slid.length === painted.size && slid.every((cell) => painted.has(cell))) return wrong('slid-not-flipped');
  return wrong('wrong-cells', differing);
}

/** The right board, for the content checks. */
export function transformSolution(task: TransformationTask, size: Size): TransformState {
  const start = initialTransform(size);
  if (task.kind === 'translate') return { ...start, dx: task.dx, dy: task.dy };
  const image = new Set(imageOf(task).map(key));
  return { ...start, painted: start.painted.map((_, i) => image.has(key([i % size.columns, Math.floor(i / size.columns)]))) };
}
