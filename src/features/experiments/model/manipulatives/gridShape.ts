import type { GridShapeTask } from '../../content/manipulativeTypes.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/** Which unit squares of a `columns` × `rows` grid are filled, row by row. */
export type GridState = { readonly columns: number; readonly rows: number; readonly cells: readonly boolean[] };

export type GridFeedback =
  | 'empty'
  | 'not-connected'
  | 'area-too-small'
  | 'area-too-big'
  | 'not-rectangle'
  | 'not-square'
  | 'perimeter-too-small'
  | 'perimeter-too-big';

export const emptyGrid = (columns: number, rows: number): GridState => ({
  columns,
  rows,
  cells: Array.from({ length: columns * rows }, () => false),
});

export function toggleCell(state: GridState, index: number): GridState {
  if (index < 0 || index >= state.cells.length) return state;
  return { ...state, cells: state.cells.map((on, i) => (i === index ? !on : on)) };
}

const filled = (state: GridState, column: number, row: number): boolean =>
  column >= 0 && row >= 0 && column < state.columns && row < state.rows && state.cells[row * state.columns + column] === true;

const NEIGHBOURS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** The number of unit squares. */
export const gridArea = (state: GridState): number => state.cells.filter(Boolean).length;

/** Unit sides on the shape's edge: every side of a filled square that does not touch another filled square. */
export function gridPerimeter(state: GridState): number {
  let sides = 0;
  state.cells.forEach((on, index) => {
    if (!on) return;
    const column = index % state.columns;
    const row = Math.floor(index / state.columns);
    for (const [dx, dy] of NEIGHBOURS) if (!filled(state, column + dx, row + dy)) sides += 1;
  });
  return sides;
}

/** Whether all filled squares hold together side to side (touching at a corner only does not count). */
export function isConnected(state: GridState): boolean {
  const start = state.cells.indexOf(true);
  if (start < 0) return true;
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const index = queue.pop()!;
    const column = index % state.columns;
    const row = Math.floor(index / state.columns);
    for (const [dx, dy] of NEIGHBOURS) {
      const next = (row + dy) * state.columns + column + dx;
      if (filled(state, column + dx, row + dy) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen.size === gridArea(state);
}

/** The filled squares' bounding box: the smallest rectangle of whole squares around them. */
function boundingBox(state: GridState): { width: number; height: number } {
  const columns = new Set<number>();
  const rows = new Set<number>();
  state.cells.forEach((on, index) => {
    if (!on) return;
    columns.add(index % state.columns);
    rows.add(Math.floor(index / state.columns));
  });
  return {
    width: columns.size === 0 ? 0 : Math.max(...columns) - Math.min(...columns) + 1,
    height: rows.size === 0 ? 0 : Math.max(...rows) - Math.min(...rows) + 1,
  };
}

/**
 * A shape is a rectangle when it fills its bounding box. Area and perimeter alone do not make one: 3 × 3
 * squares less a corner have the area and perimeter of a 2 × 4 rectangle.
 */
export function isRectangle(state: GridState): boolean {
  const { width, height } = boundingBox(state);
  return width * height === gridArea(state);
}

export function isSquare(state: GridState): boolean {
  const { width, height } = boundingBox(state);
  return width === height && isRectangle(state);
}

export function checkGridShape(task: GridShapeTask, state: GridState): Verdict<GridFeedback> {
  const area = gridArea(state);
  if (area === 0) return wrong('empty');
  if (!isConnected(state)) return wrong('not-connected');
  if (task.area !== undefined && area !== task.area) return wrong(area < task.area ? 'area-too-small' : 'area-too-big');
  if (task.shape === 'square' && !isSquare(state)) return wrong(isRectangle(state) ? 'not-square' : 'not-rectangle');
  if (task.shape === 'rectangle' && !isRectangle(state)) return wrong('not-rectangle');
  const perimeter = gridPerimeter(state);
  if (task.perimeter !== undefined && perimeter !== task.perimeter) {
    return wrong(perimeter < task.perimeter ? 'perimeter-too-small' : 'perimeter-too-big');
  }
  return correct;
}

/**
 * A right answer (for checking content): `height` full rows of `width` squares and `extra` squares on
 * the next row, from the top left, searched over every such shape that fits.
 */
export function gridSolution(task: GridShapeTask, columns: number, rows: number): GridState | null {
  for (let width = 1; width <= columns; width++) {
    for (let height = 1; height <= rows; height++) {
      for (let extra = 0; extra < width && height + (extra > 0 ? 1 : 0) <= rows; extra++) {
        const cells = Array.from({ length: columns * rows }, (_, index) => {
          const column = index % columns;
          const row = Math.floor(index / columns);
          return column < width && (row < height || (row === height && column < extra));
        });
        const state = { columns, rows, cells };
        if (checkGridShape(task, state).correct) return state;
      }
    }
  }
  return null;
}
