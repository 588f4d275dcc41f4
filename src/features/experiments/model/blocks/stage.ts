import type { Heading } from './program.ts';

/**
 * A puzzle's grid as its author writes it: one string per row, top row first, one character per cell:
 *
 *   `#` wall (a tree)        `.` free cell          `s` start
 *   `g` goal (the nest)      `n` hazelnut to collect
 *   `c` coloured tile        `p` tile to be painted
 *
 * Every row has the same length; the grid's edge is a wall too. Lower-case letters keep the rows from
 * reading as prose to the linter and to translators.
 */
export type StageSpec = { map: readonly string[]; heading: Heading };

export type Cell = { x: number; y: number };

export type Stage = {
  width: number;
  height: number;
  start: Cell & { heading: Heading };
  goal: Cell | null;
  /** Hazelnuts in reading order (left to right, top to bottom); a run collects them by index. */
  nuts: readonly Cell[];
  colouredTiles: readonly Cell[];
  paintTargets: readonly Cell[];
  walls: readonly Cell[];
};

const CELL_CHARS = new Set(['#', '.', 's', 'g', 'n', 'c', 'p']);

/** Reads a stage from its rows; throws on a malformed map (a content error, caught by the tests). */
export function parseStage(spec: StageSpec): Stage {
  const height = spec.map.length;
  const width = spec.map[0]?.length ?? 0;
  if (height === 0 || width === 0) throw new Error('stage map is empty');
  let start: Cell | null = null;
  let goal: Cell | null = null;
  const nuts: Cell[] = [];
  const colouredTiles: Cell[] = [];
  const paintTargets: Cell[] = [];
  const walls: Cell[] = [];
  spec.map.forEach((row, y) => {
    if (row.length !== width) throw new Error(`stage row ${y} has ${row.length} cells, not ${width}`);
    [...row].forEach((char, x) => {
      if (!CELL_CHARS.has(char)) throw new Error(`stage cell ${x},${y} is "${char}"`);
      const cell = { x, y };
      if (char === '#') walls.push(cell);
      else if (char === 's') {
        if (start) throw new Error('stage has two starts');
        start = cell;
      } else if (char === 'g') {
        if (goal) throw new Error('stage has two goals');
        goal = cell;
      } else if (char === 'n') nuts.push(cell);
      else if (char === 'c') colouredTiles.push(cell);
      else if (char === 'p') paintTargets.push(cell);
    });
  });
  if (!start) throw new Error('stage has no start');
  const { x, y } = start as Cell;
  return { width, height, start: { x, y, heading: spec.heading }, goal, nuts, colouredTiles, paintTargets, walls };
}

const STEP: Record<Heading, Cell> = { north: { x: 0, y: -1 }, east: { x: 1, y: 0 }, south: { x: 0, y: 1 }, west: { x: -1, y: 0 } };
const CLOCKWISE: readonly Heading[] = ['north', 'east', 'south', 'west'];

export const turnLeft = (heading: Heading): Heading => CLOCKWISE[(CLOCKWISE.indexOf(heading) + 3) % 4]!;
export const turnRight = (heading: Heading): Heading => CLOCKWISE[(CLOCKWISE.indexOf(heading) + 1) % 4]!;

/** The cell one step from `cell` towards `heading`. */
export const cellAhead = (cell: Cell, heading: Heading): Cell => ({ x: cell.x + STEP[heading].x, y: cell.y + STEP[heading].y });

export const sameCell = (a: Cell, b: Cell | null): boolean => b !== null && a.x === b.x && a.y === b.y;

export const cellIndex = (cells: readonly Cell[], cell: Cell): number => cells.findIndex((other) => sameCell(cell, other));

/** Whether the character may stand on a cell: inside the grid and not a wall. */
export function isFree(stage: Stage, cell: Cell): boolean {
  if (cell.x < 0 || cell.y < 0 || cell.x >= stage.width || cell.y >= stage.height) return false;
  return cellIndex(stage.walls, cell) === -1;
}
