import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { checkGeoboard, describePolygon, emptyGeoboard, geoboardSolution, removeLastCorner, toggleCorner } from './geoboard.ts';
import { manipulativeProblems } from './validate.ts';

/** A band on a 5 × 5 board through the pegs at (column, row). */
const band = (...points: [number, number][]) => points.reduce((state, [x, y]) => toggleCorner(state, y * 5 + x), emptyGeoboard(5));

describe('geoboard', () => {
  it('adds corners in order, takes a corner out when it is chosen again, and undoes the last', () => {
    let state = band([0, 0], [2, 0], [2, 2]);
    expect(state.corners).toEqual([0, 2, 12]);
    state = toggleCorner(state, 2);
    expect(state.corners).toEqual([0, 12]);
    expect(removeLastCorner(state).corners).toEqual([0]);
    expect(toggleCorner(state, 25)).toBe(state);
  });

  it('describes squares, rectangles and right triangles with their perimeter and area', () => {
    const square = describePolygon(band([0, 0], [2, 0], [2, 2], [0, 2]));
    expect(square).toMatchObject({ corners: 4, rightAngles: 4, perimeter: 8, area: 4 });
    expect(square.shapes).toEqual(['rectangle', 'square']);
    const oblong = describePolygon(band([0, 0], [3, 0], [3, 1], [0, 1]));
    expect(oblong.shapes).toEqual(['rectangle', 'oblong']);
    expect(oblong.perimeter).toBe(8);
    const tilted = describePolygon(band([1, 0], [2, 1], [1, 2], [0, 1]));
    expect(tilted.shapes).toEqual(['rectangle', 'square']);
    expect(tilted.perimeter).toBeNull();
    expect(tilted.area).toBe(2);
    const triangle = describePolygon(band([0, 0], [3, 0], [0, 2]));
    expect(triangle).toMatchObject({ corners: 3, rightAngles: 1, area: 3 });
    expect(triangle.shapes).toEqual(['triangle', 'right-triangle']);
  });

  it('refuses a corner on a straight line and a band that crosses itself', () => {
    expect(checkGeoboard({ prompt: msg`t`, corners: 3 }, band([0, 0], [1, 0], [2, 0])).feedback).toBe('straight-corner');
    expect(checkGeoboard({ prompt: msg`q`, corners: 4 }, band([0, 0], [2, 0], [0, 2], [2, 2])).feedback).toBe('crossing');
    expect(checkGeoboard({ prompt: msg`q`, corners: 4 }, band([0, 0], [2, 2], [2, 0], [0, 2])).feedback).toBe('crossing');
    expect(checkGeoboard({ prompt: msg`t`, corners: 3 }, band([0, 0], [2, 0])).feedback).toBe('too-few');
  });

  it('checks what the task asks for', () => {
    const rectangle = band([0, 0], [3, 0], [3, 2], [0, 2]);
    expect(checkGeoboard({ prompt: msg`p`, shape: 'oblong', perimeter: 10 }, rectangle).correct).toBe(true);
    expect(checkGeoboard({ prompt: msg`s`, shape: 'square' }, rectangle).feedback).toBe('shape');
    expect(checkGeoboard({ prompt: msg`5`, corners: 5 }, rectangle)).toEqual({ correct: false, feedback: 'corners', detail: 4 });
    expect(checkGeoboard({ prompt: msg`p`, perimeter: 12 }, rectangle).feedback).toBe('perimeter-too-small');
    expect(checkGeoboard({ prompt: msg`a`, area: 4 }, rectangle).feedback).toBe('area-too-big');
    expect(checkGeoboard({ prompt: msg`r`, corners: 3, rightAngles: 0 }, band([0, 0], [3, 0], [0, 2])).feedback).toBe('right-angles');
    expect(checkGeoboard({ prompt: msg`p`, perimeter: 4 }, band([1, 0], [2, 1], [1, 2], [0, 1])).feedback).toBe('slanted');
  });

  it('finds a band for content checks, or none', () => {
    for (const task of [
      { prompt: msg`6`, corners: 6, rightAngles: 6, area: 3 },
      { prompt: msg`5`, corners: 5 },
      { prompt: msg`t`, shape: 'right-triangle' as const, area: 4.5 },
      { prompt: msg`r`, shape: 'oblong' as const, perimeter: 14 },
    ]) {
      const found = geoboardSolution(task, 5);
      expect(found && checkGeoboard(task, found).correct, task.prompt.id).toBe(true);
    }
    expect(geoboardSolution({ prompt: msg`x`, shape: 'square', area: 25 }, 5)).toBeNull();
    expect(manipulativeProblems({ type: 'geoboard', pegs: 3, tasks: [{ prompt: msg`x`, corners: 7 }] })).toContain('geoboard task 1: corners must be 3 to 6');
    expect(manipulativeProblems({ type: 'geoboard', pegs: 3, tasks: [{ prompt: msg`x`, shape: 'square', perimeter: 12 }] })).toEqual([
      'geoboard task 1: no solution on this board',
    ]);
  });
});
