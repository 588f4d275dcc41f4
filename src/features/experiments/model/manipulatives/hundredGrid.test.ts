import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { HundredGridTask } from '../../content/manipulativeTypes.ts';
import {
  checkHundredGrid,
  chooseHundredAnswer,
  decimalText,
  hundredGridSolution,
  initialHundredGrid,
  shadedHundredths,
  shadeFirst,
  toggleHundredCell,
} from './hundredGrid.ts';

const shade: HundredGridTask = { kind: 'shade', prompt: msg`0,4`, hundredths: 40 };
const read: HundredGridTask = { kind: 'read', prompt: msg`read`, shaded: 35, options: [msg`0,35`, msg`%53`], correctIndex: 0 };

describe('hundred grid model', () => {
  it('shades squares by rows or one by one and judges the count', () => {
    let state = initialHundredGrid(shade);
    expect(shadedHundredths(state)).toBe(0);
    expect(checkHundredGrid(shade, state).feedback).toBe('none-shaded');
    state = shadeFirst(state, 30);
    expect(checkHundredGrid(shade, state).feedback).toBe('too-few');
    state = shadeFirst(state, 41);
    expect(checkHundredGrid(shade, state).feedback).toBe('too-many');
    state = toggleHundredCell(state, 40);
    expect(shadedHundredths(state)).toBe(40);
    expect(checkHundredGrid(shade, state)).toEqual({ correct: true, feedback: 'correct' });
    // Any 40 squares will do, not only the first ones.
    state = toggleHundredCell(toggleHundredCell(state, 0), 99);
    expect(checkHundredGrid(shade, state).correct).toBe(true);
    expect(toggleHundredCell(state, 100)).toBe(state);
    expect(shadedHundredths(shadeFirst(state, 150))).toBe(100);
  });

  it('shows the shaded squares of a reading task and checks the chosen answer', () => {
    const state = initialHundredGrid(read);
    expect(shadedHundredths(state)).toBe(35);
    expect(checkHundredGrid(read, state).feedback).toBe('no-choice');
    expect(checkHundredGrid(read, chooseHundredAnswer(state, 1)).feedback).toBe('wrong-choice');
    expect(checkHundredGrid(read, chooseHundredAnswer(state, 0)).correct).toBe(true);
  });

  it('has a solution for content checks', () => {
    expect(checkHundredGrid(shade, hundredGridSolution(shade)).correct).toBe(true);
    expect(checkHundredGrid(read, hundredGridSolution(read)).correct).toBe(true);
  });

  it('writes hundredths with a decimal comma', () => {
    expect(decimalText(40)).toBe('0,4');
    expect(decimalText(25)).toBe('0,25');
    expect(decimalText(5)).toBe('0,05');
    expect(decimalText(100)).toBe('1');
    expect(decimalText(0)).toBe('0');
  });
});
