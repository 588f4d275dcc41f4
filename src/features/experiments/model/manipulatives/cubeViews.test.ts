import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { CubeViewsTask } from '../../content/manipulativeTypes.ts';
import { checkCubes, cubeCount, cubesSolution, frontView, initialCubes, sideView, stack, topView, chooseView, type CubeState } from './cubeViews.ts';

// Back row: 1 0 2; front row: 3 1 0.
const target = [
  [1, 0, 2],
  [3, 1, 0],
];
const build: CubeViewsTask = { kind: 'build', prompt: msg`kur`, target };
const view: CubeViewsTask = {
  kind: 'view',
  prompt: msg`önden`,
  structure: target,
  which: 'front',
  options: [
    [3, 1, 2],
    [1, 0, 2],
  ],
  correctIndex: 0,
};

const fill = (state: CubeState, heights: number[][]) =>
  heights.flat().reduce((board, height, index) => Array.from({ length: height }).reduce<CubeState>((b) => stack(b, index, 1), board), state);

describe('cube views', () => {
  it('draws the three views', () => {
    expect(frontView(target)).toEqual([3, 1, 2]);
    expect(sideView(target)).toEqual([3, 2]);
    expect(topView(target)).toEqual([
      [true, false, true],
      [true, true, false],
    ]);
    expect(cubeCount(target)).toBe(7);
  });

  it('stacks cubes within the limits', () => {
    const start = initialCubes(build);
    expect(stack(start, 0, -1)).toBe(start);
    let state = start;
    for (let i = 0; i < 6; i++) state = stack(state, 4, 1);
    expect(state.heights[1]?.[1]).toBe(4);
  });

  it('accepts any stacks with the same three views and names the first view that differs', () => {
    const start = initialCubes(build);
    expect(checkCubes(build, start).feedback).toBe('empty');
    expect(
      checkCubes(
        build,
        fill(start, [
          [1, 0, 2],
          [3, 1, 0],
        ]),
      ).correct,
    ).toBe(true);
    // The stack hidden behind the 3 may be 1 or 2 high: the views do not change.
    expect(
      checkCubes(
        build,
        fill(start, [
          [2, 0, 2],
          [3, 1, 0],
        ]),
      ).correct,
    ).toBe(true);
    expect(
      checkCubes(
        build,
        fill(start, [
          [3, 0, 2],
          [3, 1, 0],
        ]),
      ).feedback,
    ).toBe('side-differs');
    expect(
      checkCubes(
        build,
        fill(start, [
          [1, 1, 2],
          [3, 1, 0],
        ]),
      ).feedback,
    ).toBe('top-differs');
    expect(
      checkCubes(
        build,
        fill(start, [
          [1, 0, 2],
          [3, 2, 0],
        ]),
      ).feedback,
    ).toBe('front-differs');
    expect(
      checkCubes(
        build,
        fill(start, [
          [1, 0, 3],
          [3, 1, 0],
        ]),
      ).feedback,
    ).toBe('front-differs');
    expect(
      checkCubes(
        build,
        fill(start, [
          [1, 0, 1],
          [3, 1, 0],
        ]),
      ).feedback,
    ).toBe('front-differs');
    expect(
      checkCubes(
        build,
        fill(start, [
          [1, 0, 2],
          [2, 1, 0],
        ]),
      ).feedback,
    ).toBe('front-differs');
    const side = fill(start, [
      [4, 0, 2],
      [3, 1, 0],
    ]);
    expect(checkCubes(build, side).feedback).toBe('front-differs');
  });

  it('checks the chosen view and solves both kinds', () => {
    expect(checkCubes(view, initialCubes(view)).feedback).toBe('no-choice');
    expect(checkCubes(view, chooseView(initialCubes(view), 1)).feedback).toBe('wrong-choice');
    for (const task of [build, view]) expect(checkCubes(task, cubesSolution(task)).correct).toBe(true);
  });
});
