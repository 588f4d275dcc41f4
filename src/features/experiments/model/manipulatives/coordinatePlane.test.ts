import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { CoordinatePlaneTask } from '../../content/manipulativeTypes.ts';
import {
  checkPlane,
  chooseCoordinates,
  clearMarks,
  initialPlane,
  moveCursor,
  pairText,
  placeCursor,
  planeSolution,
  toggleMark,
  type PlaneState,
} from './coordinatePlane.ts';

const plotA: CoordinatePlaneTask = { kind: 'plot', prompt: msg`A(2, −3)`, points: [{ label: 'A', x: 2, y: -3 }] };
const line: CoordinatePlaneTask = {
  kind: 'plot',
  prompt: msg`y = 2x − 1`,
  points: [
    { x: 0, y: -1 },
    { x: 1, y: 1 },
    { x: 2, y: 3 },
  ],
};
const read: CoordinatePlaneTask = { kind: 'read', prompt: msg`B?`, point: { label: 'B', x: -4, y: 1 }, options: [msg`(1, −4)`, msg`(−4, 1)`], correctIndex: 1 };

const markAt = (state: PlaneState, x: number, y: number) => toggleMark(placeCursor(state, { x, y }, 6));

describe('coordinate plane', () => {
  it('moves the cursor within the axes', () => {
    expect(moveCursor(initialPlane, 2, -3, 6).cursor).toEqual({ x: 2, y: -3 });
    expect(moveCursor(initialPlane, 9, 0, 6).cursor).toEqual({ x: 6, y: 0 });
    expect(placeCursor(initialPlane, { x: -8, y: 7 }, 6).cursor).toEqual({ x: -6, y: 6 });
  });

  it('marks and unmarks the point under the cursor', () => {
    const marked = markAt(initialPlane, 2, -3);
    expect(marked.marks).toEqual([{ x: 2, y: -3 }]);
    expect(toggleMark(marked).marks).toEqual([]);
    expect(clearMarks(markAt(marked, 1, 1)).marks).toEqual([]);
  });

  it('checks plotted points in any order and names the swapped coordinates', () => {
    expect(checkPlane(plotA, initialPlane).feedback).toBe('empty');
    expect(checkPlane(plotA, markAt(initialPlane, -3, 2)).feedback).toBe('swapped');
    expect(checkPlane(plotA, markAt(initialPlane, 2, 3)).feedback).toBe('wrong-points');
    expect(checkPlane(plotA, markAt(initialPlane, 2, -3)).correct).toBe(true);
    const twoOfThree = markAt(markAt(initialPlane, 2, 3), 0, -1);
    expect(checkPlane(line, twoOfThree)).toEqual({ correct: false, feedback: 'missing', detail: 1 });
    expect(checkPlane(line, markAt(twoOfThree, 1, 1)).correct).toBe(true);
    expect(checkPlane(line, markAt(markAt(twoOfThree, 1, 1), 3, 5))).toEqual({ correct: false, feedback: 'wrong-points', detail: 1 });
  });

  it('checks the chosen reading', () => {
    expect(checkPlane(read, initialPlane).feedback).toBe('no-choice');
    expect(checkPlane(read, chooseCoordinates(initialPlane, 0)).feedback).toBe('wrong-choice');
    expect(checkPlane(read, chooseCoordinates(initialPlane, 1)).correct).toBe(true);
  });

  it('solves every kind for the content checks and writes pairs with a true minus', () => {
    for (const task of [plotA, line, read]) expect(checkPlane(task, planeSolution(task)).correct).toBe(true);
    expect(pairText({ x: 2, y: -3 })).toBe('(2, −3)');
  });
});
