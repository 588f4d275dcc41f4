import type { CoordinatePlaneTask } from '../../content/manipulativeTypes.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

export type Point = { readonly x: number; readonly y: number };

/** Where the cursor is, the points marked so far and, for a reading task, the chosen answer. */
export type PlaneState = { readonly cursor: Point; readonly marks: readonly Point[]; readonly choice: number | null };

export type PlaneFeedback = 'empty' | 'swapped' | 'wrong-points' | 'missing' | 'no-choice' | 'wrong-choice';

/** The smallest and largest axis range the board draws. */
export const PLANE_RANGE = { min: 3, max: 8 } as const;

export const initialPlane: PlaneState = { cursor: { x: 0, y: 0 }, marks: [], choice: null };

const same = (a: Point, b: Point) => a.x === b.x && a.y === b.y;

/** The cursor moved by (dx, dy), kept on the board. */
export function moveCursor(state: PlaneState, dx: number, dy: number, range: number): PlaneState {
  const x = Math.min(range, Math.max(-range, state.cursor.x + dx));
  const y = Math.min(range, Math.max(-range, state.cursor.y + dy));
  return x === state.cursor.x && y === state.cursor.y ? state : { ...state, cursor: { x, y } };
}

/** The cursor put on a point (a tap), kept on the board. */
export const placeCursor = (state: PlaneState, point: Point, range: number): PlaneState =>
  moveCursor({ ...state, cursor: { x: 0, y: 0 } }, point.x, point.y, range);

/** Mark the point under the cursor, or take its mark away. */
export function toggleMark(state: PlaneState): PlaneState {
  const { cursor, marks } = state;
  return marks.some((mark) => same(mark, cursor)) ? { ...state, marks: marks.filter((mark) => !same(mark, cursor)) } : { ...state, marks: [...marks, cursor] };
}

export const isMarked = (state: PlaneState, point: Point): boolean => state.marks.some((mark) => same(mark, point));

export const clearMarks = (state: PlaneState): PlaneState => (state.marks.length === 0 ? state : { ...state, marks: [] });

export const chooseCoordinates = (state: PlaneState, choice: number): PlaneState => ({ ...state, choice });

/**
 * Plotting: right when exactly the asked points are marked, in any order. A mark at (y, x) for an asked
 * (x, y) is the classic mix-up of the two coordinates, and is named as such.
 */
export function checkPlane(task: CoordinatePlaneTask, state: PlaneState): Verdict<PlaneFeedback> {
  if (task.kind === 'read') {
    if (state.choice === null) return wrong('no-choice');
    return state.choice === task.correctIndex ? correct : wrong('wrong-choice');
  }
  if (state.marks.length === 0) return wrong('empty');
  const missing = task.points.filter((point) => !isMarked(state, point));
  const extra = state.marks.filter((mark) => !task.points.some((point) => same(point, mark)));
  if (missing.length === 0 && extra.length === 0) return correct;
  if (extra.some((mark) => missing.some((point) => point.x === mark.y && point.y === mark.x))) return wrong('swapped');
  if (extra.length > 0) return wrong('wrong-points', extra.length);
  return wrong('missing', missing.length);
}

/** The right board, for the content checks. */
export function planeSolution(task: CoordinatePlaneTask): PlaneState {
  if (task.kind === 'read') return { ...initialPlane, choice: task.correctIndex };
  return { ...initialPlane, marks: task.points.map(({ x, y }) => ({ x, y })) };
}

/** A coordinate as it is written, with a true minus sign: −3. */
export const signed = (value: number): string => (value < 0 ? `−${-value}` : String(value));

/** A point as it is written: (2, −3). */
export const pairText = ({ x, y }: Point): string => `(${signed(x)}, ${signed(y)})`;
