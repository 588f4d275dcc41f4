import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { TransformationTask } from '../../content/manipulativeTypes.ts';
import {
  checkTransform,
  clearPainted,
  imageOf,
  initialTransform,
  onGrid,
  slideCopy,
  togglePainted,
  transformSolution,
  type TransformState,
} from './transformationGrid.ts';

const size = { columns: 8, rows: 6 };
// An L: three squares down column 1 and a foot to the right.
const shape = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 3],
] as const;
const translate: TransformationTask = { kind: 'translate', prompt: msg`3 sağa, 1 yukarı`, shape, dx: 3, dy: 1 };
const reflect: TransformationTask = { kind: 'reflect', prompt: msg`x = 4`, shape, mirror: { axis: 'vertical', at: 4 } };
const flipDown: TransformationTask = {
  kind: 'reflect',
  prompt: msg`y`,
  shape: [
    [2, 0],
    [3, 0],
    [2, 1],
  ],
  mirror: { axis: 'horizontal', at: 2 },
};

const paint = (state: TransformState, cells: readonly (readonly [number, number])[]) =>
  cells.reduce((board, [column, row]) => togglePainted(board, row * size.columns + column), state);

describe('transformation grid', () => {
  it('finds the image of a translation and of a reflection', () => {
    expect(imageOf(translate)).toEqual([
      [4, 0],
      [4, 1],
      [4, 2],
      [5, 2],
    ]);
    expect(imageOf(reflect)).toEqual([
      [6, 1],
      [6, 2],
      [6, 3],
      [5, 3],
    ]);
    expect(imageOf(flipDown)).toEqual([
      [2, 3],
      [3, 3],
      [2, 2],
    ]);
    expect(onGrid(imageOf(translate), size)).toBe(true);
  });

  it('slides the copy only as far as the grid goes', () => {
    let state = initialTransform(size);
    for (let i = 0; i < 9; i++) state = slideCopy(state, translate, 1, 0, size);
    expect(state.dx).toBe(5);
    for (let i = 0; i < 4; i++) state = slideCopy(state, translate, 0, 1, size);
    expect(state.dy).toBe(1);
  });

  it('checks a translation one direction at a time', () => {
    const start = initialTransform(size);
    expect(checkTransform(translate, start, size).feedback).toBe('not-moved');
    expect(checkTransform(translate, { ...start, dx: 2, dy: 1 }, size).feedback).toBe('wrong-across');
    expect(checkTransform(translate, { ...start, dx: 3, dy: -1 }, size).feedback).toBe('wrong-up-down');
    expect(checkTransform(translate, { ...start, dx: 3, dy: 1 }, size).correct).toBe(true);
  });

  it('checks a reflection and names a shape slid across instead of flipped', () => {
    const start = initialTransform(size);
    expect(checkTransform(reflect, start, size).feedback).toBe('empty');
    const slid = paint(start, [
      [5, 1],
      [5, 2],
      [5, 3],
      [6, 3],
    ]);
    expect(checkTransform(reflect, slid, size).feedback).toBe('slid-not-flipped');
    const right = paint(start, imageOf(reflect));
    expect(checkTransform(reflect, right, size).correct).toBe(true);
    expect(checkTransform(reflect, togglePainted(right, 0), size)).toEqual({ correct: false, feedback: 'wrong-cells', detail: 1 });
    expect(checkTransform(reflect, clearPainted(right), size).feedback).toBe('empty');
  });

  it('solves every task for the content checks', () => {
    for (const task of [translate, reflect, flipDown]) expect(checkTransform(task, transformSolution(task, size), size).correct).toBe(true);
  });
});
