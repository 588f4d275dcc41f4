import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { checkWrap, MAX_LENGTH, stretch, wrapLength, wrapPaper, wrapPieces, wrapProblems, wrapStart, wrapSteps, type WrapTask } from './cylinderWrap.ts';
import { netBounds } from './solidNets.ts';
import { solidNetProblems } from './solidNet.ts';

const task = (radius: number, height: number, pi: 3 | 3.14 = 3): WrapTask => ({ kind: 'wrap', prompt: msg`Yan yüzü ayarla.`, radius, height, pi });

describe('cylinder wrap model', () => {
  it('wants the side as long as the circle: 2 · π · r, with π ≈ 3 or 3,14', () => {
    expect(wrapLength(task(2, 5))).toBe(12);
    expect(wrapLength(task(3, 4))).toBe(18);
    expect(wrapLength(task(2, 5, 3.14))).toBe(12.56);
    expect(wrapLength(task(1.5, 2, 3.14))).toBe(9.42);
  });

  it('steps in half units with π ≈ 3, in whole units and hundredths with π ≈ 3,14, within the paper', () => {
    const three = task(2, 5);
    expect(wrapSteps(three)).toEqual([0.5]);
    expect(wrapStart(three)).toBe(4);
    expect(stretch(4, 1, 0.5, three)).toBe(4.5);
    expect(stretch(4, 10, 0.5, three)).toBe(9);
    expect(stretch(0.5, -1, 0.5, three)).toBe(0.5);
    expect(stretch(MAX_LENGTH, 1, 0.5, three)).toBe(MAX_LENGTH);
    const pi = task(2, 5, 3.14);
    expect(wrapSteps(pi)).toEqual([1, 0.01]);
    // Steps of 0,01 add up exactly, without binary remainders.
    let length = wrapStart(pi) + 8;
    for (let i = 0; i < 56; i++) length = stretch(length, 1, 0.01, pi);
    expect(length).toBe(12.56);
    expect(checkWrap(pi, length).correct).toBe(true);
    expect(stretch(0.5, -1, 1, pi)).toBe(0.01);
  });

  it('names the usual mistakes: the diameter, half the circle, too short, too long', () => {
    const t = task(2, 5);
    expect(checkWrap(t, 12).correct).toBe(true);
    expect(checkWrap(t, 4).feedback).toBe('diameter');
    expect(checkWrap(t, 6).feedback).toBe('half');
    expect(checkWrap(t, 11.5).feedback).toBe('too-short');
    expect(checkWrap(t, 12.5).feedback).toBe('too-long');
    expect(checkWrap(task(2, 5, 3.14), 6.28).feedback).toBe('half');
    expect(checkWrap(task(2, 5, 3.14), 12).feedback).toBe('too-short');
  });

  it('draws the rectangle between its circles, which touch its long sides at its left end, on paper as wide as the longest side', () => {
    const t = task(2, 5);
    const [side, top, bottom] = wrapPieces(t, 12);
    expect(side).toEqual({ shape: 'rectangle', x: 0, y: 4, width: 12, height: 5 });
    expect(top).toEqual({ shape: 'circle', x: 2, y: 2, r: 2 });
    expect(bottom).toEqual({ shape: 'circle', x: 2, y: 11, r: 2 });
    expect(netBounds(wrapPieces(t, MAX_LENGTH))).toEqual(wrapPaper(t));
  });

  it('accepts tasks solvable by a step of the stepper on the paper, and reports the others', () => {
    expect(wrapProblems(task(2, 5))).toEqual([]);
    expect(wrapProblems(task(3, 4))).toEqual([]);
    expect(wrapProblems(task(2.5, 3, 3.14))).toEqual([]);
    expect(solidNetProblems(task(2, 5))).toEqual([]);
    expect(wrapProblems(task(0.5, 2))).toEqual(['a radius of at least 1, in half units']);
    expect(wrapProblems(task(1.25, 2))).toContain('a radius of at least 1, in half units');
    expect(wrapProblems(task(2, 9))).toEqual(['a height of 1 to 8, in half units']);
    expect(wrapProblems(task(4, 5))).toEqual(['the side does not fit the paper']);
    expect(wrapProblems(task(1.2, 2))).toContain('no step of the stepper reaches the answer');
    expect(wrapProblems(task(1.5, 2, 3.14))).toEqual([]);
  });
});
