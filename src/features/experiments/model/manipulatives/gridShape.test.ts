import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { checkGridShape, emptyGrid, gridArea, gridPerimeter, gridSolution, isConnected, isRectangle, isSquare, toggleCell } from './gridShape.ts';

const fill = (indexes: number[], columns = 4, rows = 3) => indexes.reduce(toggleCell, emptyGrid(columns, rows));

describe('grid shape builder', () => {
  it('counts area and perimeter in unit squares and sides', () => {
    const square = fill([0, 1, 4, 5]);
    expect(gridArea(square)).toBe(4);
    expect(gridPerimeter(square)).toBe(8);
    const line = fill([0, 1, 2, 3]);
    expect(gridPerimeter(line)).toBe(10);
  });

  it('wants the squares to touch side to side', () => {
    expect(isConnected(fill([0, 5]))).toBe(false);
    expect(isConnected(fill([0, 4, 5]))).toBe(true);
    expect(checkGridShape({ prompt: msg`2`, area: 2 }, fill([0, 5])).feedback).toBe('not-connected');
  });

  it('checks the asked area and perimeter', () => {
    const task = { prompt: msg`4 / 10`, area: 4, perimeter: 10 };
    expect(checkGridShape(task, emptyGrid(4, 3)).feedback).toBe('empty');
    expect(checkGridShape(task, fill([0, 1, 2])).feedback).toBe('area-too-small');
    expect(checkGridShape(task, fill([0, 1, 2, 3, 4])).feedback).toBe('area-too-big');
    expect(checkGridShape(task, fill([0, 1, 4, 5])).feedback).toBe('perimeter-too-small');
    expect(checkGridShape(task, fill([0, 1, 2, 3])).correct).toBe(true);
    expect(checkGridShape({ prompt: msg`p`, perimeter: 6 }, fill([0, 1, 2, 3])).feedback).toBe('perimeter-too-big');
  });

  it('toggles a square off again and ignores squares off the grid', () => {
    const one = fill([3]);
    expect(gridArea(toggleCell(one, 3))).toBe(0);
    expect(toggleCell(one, 99)).toBe(one);
  });

  it('finds a shape for content checks, or none when it cannot fit', () => {
    const found = gridSolution({ prompt: msg`x`, area: 5, perimeter: 10 }, 4, 3);
    expect(found && gridArea(found)).toBe(5);
    expect(gridSolution({ prompt: msg`x`, area: 20 }, 4, 3)).toBeNull();
  });

  it('asks for a rectangle or a square where area and perimeter alone would let another shape through', () => {
    // 3 × 3 less a corner: the area (8) and perimeter (12) of a 2 × 4 rectangle.
    const notched = fill([0, 1, 2, 4, 5, 6, 8, 9]);
    expect([gridArea(notched), gridPerimeter(notched)]).toEqual([8, 12]);
    expect(isRectangle(notched)).toBe(false);
    const task = { prompt: msg`2 sıralı dikdörtgen`, area: 8, perimeter: 12 };
    expect(checkGridShape(task, notched).correct).toBe(true);
    expect(checkGridShape({ ...task, shape: 'rectangle' }, notched).feedback).toBe('not-rectangle');
    const twoByFour = fill([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(checkGridShape({ ...task, shape: 'rectangle' }, twoByFour).correct).toBe(true);
    const square = { prompt: msg`kare`, area: 4, shape: 'square' } as const;
    expect(isSquare(fill([0, 1, 4, 5]))).toBe(true);
    expect(checkGridShape(square, fill([0, 1, 2, 3])).feedback).toBe('not-square');
    expect(checkGridShape(square, fill([0, 1, 4, 8])).feedback).toBe('not-rectangle');
    expect(gridSolution({ ...task, shape: 'rectangle' }, 4, 3)?.cells.filter(Boolean)).toHaveLength(8);
  });
});
