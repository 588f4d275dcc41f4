import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { NumberLineTask } from '../../content/manipulativeTypes.ts';
import {
  canJump,
  checkNumberLine,
  initialNumberLine,
  jump,
  movePoint,
  nearestMultiple,
  numberLineMarks,
  numberLineSolution,
  onLine,
  undoJump,
} from './numberLine.ts';
import { manipulativeProblems } from './validate.ts';

const line = { min: 0, max: 20, step: 1 };

describe('number line', () => {
  it('lists its marks and keeps the point on them, negative numbers too', () => {
    expect(numberLineMarks({ min: 0, max: 100, step: 10 })).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(numberLineMarks({ min: -5, max: 5, step: 1 })).toHaveLength(11);
    const start = { position: 0, jumps: [] };
    expect(movePoint(start, 7.4, line).position).toBe(7);
    expect(movePoint(start, 99, line).position).toBe(20);
    expect(movePoint({ position: 0, jumps: [] }, -3, { min: -5, max: 5, step: 1 }).position).toBe(-3);
    expect(movePoint(start, 0, line)).toBe(start);
    expect(onLine({ min: 0, max: 100, step: 10 }, 35)).toBe(false);
    expect(onLine(line, -1)).toBe(false);
  });

  it('judges a placed point', () => {
    const task: NumberLineTask = { kind: 'place', prompt: msg`12`, target: 12 };
    expect(initialNumberLine(task, line).position).toBe(0);
    expect(checkNumberLine(task, { position: 9, jumps: [] }).feedback).toBe('too-small');
    expect(checkNumberLine(task, { position: 15, jumps: [] }).feedback).toBe('too-big');
    expect(checkNumberLine(task, { position: 12, jumps: [] }).correct).toBe(true);
  });

  it('adds by jumping forwards and subtracts by jumping back', () => {
    const add: NumberLineTask = { kind: 'jumps', prompt: msg`8 + 5`, start: 8, target: 13, sizes: [1], direction: 'forward' };
    let state = initialNumberLine(add, line);
    expect(checkNumberLine(add, state).feedback).toBe('no-jumps');
    for (let i = 0; i < 4; i++) state = jump(state, 1, line);
    expect(checkNumberLine(add, state).feedback).toBe('short');
    state = jump(jump(state, 1, line), 1, line);
    expect(checkNumberLine(add, state).feedback).toBe('past');
    state = undoJump(state);
    expect(state).toEqual({ position: 13, jumps: [1, 1, 1, 1, 1] });
    expect(checkNumberLine(add, state).correct).toBe(true);

    const subtract: NumberLineTask = { kind: 'jumps', prompt: msg`15 − 6`, start: 15, target: 9, sizes: [1], direction: 'back' };
    expect(checkNumberLine(subtract, { position: 11, jumps: [-1, -1, -1, -1] }).feedback).toBe('short');
    expect(checkNumberLine(subtract, { position: 8, jumps: [-1, -1, -1, -1, -1, -1, -1] }).feedback).toBe('past');
  });

  it('keeps jumps on the line and undoes nothing when there is nothing to undo', () => {
    const state = { position: 18, jumps: [] };
    expect(canJump(state, 3, line)).toBe(false);
    expect(jump(state, 3, line)).toBe(state);
    expect(undoJump(state)).toBe(state);
  });

  it('rounds to the nearest ten, a 5 upwards', () => {
    expect(nearestMultiple(37, 10)).toBe(40);
    expect(nearestMultiple(43, 10)).toBe(40);
    expect(nearestMultiple(35, 10)).toBe(40);
    expect(nearestMultiple(-12, 10)).toBe(-10);
    const task: NumberLineTask = { kind: 'round', prompt: msg`37`, value: 37, to: 10 };
    const spec = { min: 0, max: 100, step: 1 };
    expect(initialNumberLine(task, spec).position).toBe(37);
    expect(checkNumberLine(task, { position: 30, jumps: [] }).feedback).toBe('other-ten');
    expect(checkNumberLine(task, { position: 38, jumps: [] }).feedback).toBe('not-a-ten');
    expect(checkNumberLine(task, { position: 40, jumps: [] }).correct).toBe(true);
  });

  it('solves with the fewest jumps, largest first', () => {
    const spec = { min: 0, max: 100, step: 1 };
    const task: NumberLineTask = { kind: 'jumps', prompt: msg`27 + 24`, start: 27, target: 51, sizes: [10, 1], direction: 'forward' };
    expect(numberLineSolution(task, spec)?.jumps).toEqual([10, 10, 1, 1, 1, 1]);
    const times: NumberLineTask = { kind: 'jumps', prompt: msg`4 × 3`, start: 0, target: 12, sizes: [3], direction: 'forward' };
    expect(numberLineSolution(times, spec)?.jumps).toEqual([3, 3, 3, 3]);
    expect(numberLineSolution({ ...times, target: 13 }, spec)).toBeNull();
    expect(numberLineSolution({ ...times, direction: 'back' }, spec)).toBeNull();
  });

  it('is checked by the content tests', () => {
    const ok = manipulativeProblems({
      type: 'number-line',
      min: 0,
      max: 20,
      step: 1,
      tasks: [{ kind: 'jumps', prompt: msg`8 + 5`, start: 8, target: 13, sizes: [1], direction: 'forward' }],
    });
    expect(ok).toEqual([]);
    const bad = manipulativeProblems({
      type: 'number-line',
      min: 0,
      max: 20,
      step: 1,
      tasks: [
        { kind: 'place', prompt: msg`0`, target: 0 },
        { kind: 'place', prompt: msg`25`, target: 25 },
        { kind: 'round', prompt: msg`10`, value: 10, to: 10 },
      ],
    });
    expect(bad).toEqual(['number-line task 1: solved at start', 'number-line task 2: no solution on this line', 'number-line task 3: solved at start']);
  });
});
