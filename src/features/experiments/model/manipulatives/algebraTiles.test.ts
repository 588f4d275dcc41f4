import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { AlgebraTilesTask } from '../../content/manipulativeTypes.ts';
import { changeTiles, checkTiles, emptyMat, expressionText, initialTiles, tilesSolution, tilesValue, zeroPairs } from './algebraTiles.ts';

const threeXPlusTwo: AlgebraTilesTask = { prompt: msg`3x + 2`, x: 3, units: 2 };
const simplify: AlgebraTilesTask = { prompt: msg`2x + 5 − 2`, x: 2, units: 3, simplest: true, start: { x: 2, units: 5, negUnits: 2 } };

describe('algebra tiles model', () => {
  it('adds and takes away tiles within the mat and judges the expression', () => {
    let state = initialTiles(threeXPlusTwo);
    expect(state).toEqual(emptyMat);
    expect(checkTiles(threeXPlusTwo, state).feedback).toBe('empty');
    state = changeTiles(state, 'x', 3, 10);
    expect(checkTiles(threeXPlusTwo, state).feedback).toBe('units-off');
    state = changeTiles(state, 'units', 2, 10);
    expect(checkTiles(threeXPlusTwo, state)).toEqual({ correct: true, feedback: 'correct' });
    state = changeTiles(state, 'x', -1, 10);
    expect(checkTiles(threeXPlusTwo, state).feedback).toBe('x-off');
    expect(checkTiles(threeXPlusTwo, changeTiles(state, 'units', 1, 10)).feedback).toBe('both-off');
    expect(changeTiles(state, 'negX', -1, 10)).toBe(state);
    expect(changeTiles(state, 'units', 30, 10).units).toBe(10);
  });

  it('counts a zero pair as nothing, but a simplest form must have none left', () => {
    let state = initialTiles(simplify);
    expect(tilesValue(state)).toEqual({ x: 2, units: 3 });
    expect(zeroPairs(state)).toBe(2);
    expect(checkTiles(simplify, state)).toEqual({ correct: false, feedback: 'zero-pairs', detail: 2 });
    expect(checkTiles({ ...simplify, simplest: false }, state).correct).toBe(true);
    state = changeTiles(changeTiles(state, 'units', -2, 10), 'negUnits', -2, 10);
    expect(checkTiles(simplify, state).correct).toBe(true);
  });

  it('finds the fewest tiles and writes expressions as textbooks do', () => {
    expect(tilesSolution({ prompt: msg`x`, x: -2, units: 3 })).toEqual({ x: 0, negX: 2, units: 3, negUnits: 0 });
    expect(expressionText(3, 2)).toBe('3x + 2');
    expect(expressionText(1, -1)).toBe('x − 1');
    expect(expressionText(-2, 0)).toBe('−2x');
    expect(expressionText(-1, 0)).toBe('−x');
    expect(expressionText(0, -4)).toBe('−4');
    expect(expressionText(0, 0)).toBe('0');
  });
});
