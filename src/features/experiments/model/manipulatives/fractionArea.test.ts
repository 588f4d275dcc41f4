import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { FractionAreaTask } from '../../content/manipulativeTypes.ts';
import { checkFraction, cutInto, fractionSolution, initialFraction, shadedCount, toggleFractionPart } from './fractionArea.ts';

const threeEighths: FractionAreaTask = { kind: 'shade', prompt: msg`3/8`, numerator: 3, denominator: 8, parts: 8 };
const twoThirds: FractionAreaTask = { kind: 'equivalent', prompt: msg`2/3`, numerator: 2, denominator: 3 };

describe('fraction area model', () => {
  it('shades parts one by one and judges the shaded share', () => {
    let state = initialFraction(threeEighths);
    expect(state.parts).toBe(8);
    expect(checkFraction(threeEighths, state)).toEqual({ correct: false, feedback: 'none-shaded' });
    state = toggleFractionPart(toggleFractionPart(state, 0), 5);
    expect(checkFraction(threeEighths, state).feedback).toBe('too-few');
    state = toggleFractionPart(state, 7);
    expect(shadedCount(state)).toBe(3);
    expect(checkFraction(threeEighths, state)).toEqual({ correct: true, feedback: 'correct' });
    state = toggleFractionPart(state, 2);
    expect(checkFraction(threeEighths, state).feedback).toBe('too-many');
    expect(toggleFractionPart(state, 8)).toBe(state);
  });

  it('asks for another cut of the whole in an equivalence', () => {
    let state = initialFraction(twoThirds);
    expect(state.parts).toBe(1);
    expect(checkFraction(twoThirds, cutInto(state, 4, 12)).feedback).toBe('cannot-split');
    state = cutInto(state, 3, 12);
    state = toggleFractionPart(toggleFractionPart(state, 0), 1);
    expect(checkFraction(twoThirds, state).feedback).toBe('same-parts');
    state = cutInto(state, 6, 12);
    expect(shadedCount(state)).toBe(0);
    for (const i of [0, 1, 2, 3]) state = toggleFractionPart(state, i);
    expect(checkFraction(twoThirds, state).correct).toBe(true);
  });

  it('keeps the cut within 1 and the most parts', () => {
    const state = initialFraction(twoThirds);
    expect(cutInto(state, 0, 12).parts).toBe(1);
    expect(cutInto(state, 20, 12).parts).toBe(12);
  });

  it('finds a solution for content checks', () => {
    expect(fractionSolution(twoThirds, 12)?.parts).toBe(6);
    expect(fractionSolution(threeEighths, 12)?.shaded.filter(Boolean).length).toBe(3);
    expect(fractionSolution({ ...twoThirds, numerator: 1, denominator: 7 }, 12)).toBeNull();
  });
});
