import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { JugTask } from '../../content/manipulativeTypes.ts';
import { amountIn, checkJug, initialJug, jugSolution, jugTaskProblems, parseAmount, pourGlass, setLevel, writeAmount } from './measuringJug.ts';
import { manipulativeProblems } from './validate.ts';

const jug = { capacityMl: 2000, markMl: 250 };

describe('measuring jug', () => {
  it('fills to a mark, never past empty or full', () => {
    const task: JugTask = { kind: 'fill', prompt: msg`f`, ml: 750 };
    let state = initialJug(task);
    expect(checkJug(task, state).feedback).toBe('empty');
    state = setLevel(state, 500, jug);
    expect(checkJug(task, state).feedback).toBe('too-little');
    state = setLevel(state, 1000, jug);
    expect(checkJug(task, state).feedback).toBe('too-much');
    expect(setLevel(state, 740, jug).ml).toBe(750);
    expect(checkJug(task, setLevel(state, 750, jug)).correct).toBe(true);
    expect(setLevel(state, 9000, jug).ml).toBe(2000);
    expect(setLevel(state, -100, jug).ml).toBe(0);
  });

  it('pours glasses in and back while they fit', () => {
    const task: JugTask = { kind: 'glasses', prompt: msg`g`, glassMl: 250, ml: 1000 };
    let state = initialJug(task);
    for (let i = 0; i < 4; i++) state = pourGlass(state, 1, 250, 2000);
    expect(state).toMatchObject({ ml: 1000, glasses: 4 });
    expect(checkJug(task, state).correct).toBe(true);
    expect(pourGlass(initialJug(task), -1, 250, 2000)).toEqual(initialJug(task));
    let full = initialJug(task);
    for (let i = 0; i < 9; i++) full = pourGlass(full, 1, 250, 2000);
    expect(full.glasses).toBe(8);
  });

  it('reads the amount in litres, half litres or millilitres', () => {
    const task: JugTask = { kind: 'read', prompt: msg`r`, ml: 1500, unit: 'half-L' };
    const state = initialJug(task);
    expect(state.ml).toBe(1500);
    expect(checkJug(task, state).feedback).toBe('not-a-number');
    expect(checkJug(task, writeAmount(state, '2')).feedback).toBe('too-little');
    expect(checkJug(task, writeAmount(state, '3')).correct).toBe(true);
    expect(parseAmount('750 mL')).toBe(750);
    expect(parseAmount('2 L')).toBe(2);
    expect(parseAmount('1,5')).toBeNull();
    expect(amountIn(3000, 'L')).toBe(3);
  });

  it('names tasks that are off the marks or not whole, and solves the rest', () => {
    expect(jugTaskProblems({ kind: 'fill', prompt: msg`f`, ml: 300 }, jug)).toEqual(['not on a mark of the jug']);
    expect(jugTaskProblems({ kind: 'glasses', prompt: msg`g`, glassMl: 200, ml: 500 }, { capacityMl: 2000, markMl: 100 })).toEqual([
      'not a whole number of glasses',
    ]);
    expect(jugTaskProblems({ kind: 'read', prompt: msg`r`, ml: 1500, unit: 'L' }, jug)).toEqual(['not a whole number of its unit']);
    const task: JugTask = { kind: 'glasses', prompt: msg`g`, glassMl: 250, ml: 1500 };
    expect(checkJug(task, jugSolution(task)).correct).toBe(true);
    expect(manipulativeProblems({ type: 'measuring-jug', capacityMl: 2000, markMl: 500, tasks: [{ kind: 'fill', prompt: msg`f`, ml: 2500 }] })).toEqual([
      'measuring-jug task 1: does not fit the jug',
    ]);
  });
});
