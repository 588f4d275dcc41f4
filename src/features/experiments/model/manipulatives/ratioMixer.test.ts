import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { RatioTask } from '../../content/manipulativeTypes.ts';
import { checkMix, emptyJug, mixSolution, pour } from './ratioMixer.ts';

const recipe: RatioTask = { prompt: msg`2:3`, ratio: { first: 2, second: 3 } };
const bigJug: RatioTask = { ...recipe, amount: { of: 'first', cups: 6 } };

describe('ratio mixer', () => {
  it('tastes the mix against the recipe crosswise', () => {
    expect(checkMix(recipe, emptyJug).feedback).toBe('missing-first');
    expect(checkMix(recipe, { first: 2, second: 0 }).feedback).toBe('missing-second');
    expect(checkMix(recipe, { first: 3, second: 3 }).feedback).toBe('too-much-first');
    expect(checkMix(recipe, { first: 2, second: 4 }).feedback).toBe('too-much-second');
    expect(checkMix(recipe, { first: 4, second: 6 }).correct).toBe(true);
  });

  it('wants the asked amount as well as the taste', () => {
    expect(checkMix(bigJug, { first: 4, second: 6 }).feedback).toBe('wrong-amount');
    expect(checkMix(bigJug, { first: 6, second: 9 }).correct).toBe(true);
    const total: RatioTask = { ...recipe, amount: { of: 'total', cups: 10 } };
    expect(checkMix(total, { first: 4, second: 6 }).correct).toBe(true);
  });

  it('pours within the jug', () => {
    expect(pour(emptyJug, 'first', 1, 12)).toEqual({ first: 1, second: 0 });
    expect(pour(emptyJug, 'second', -1, 12)).toBe(emptyJug);
    expect(pour(emptyJug, 'second', 40, 12).second).toBe(12);
  });

  it('solves for content checks', () => {
    expect(mixSolution(bigJug)).toEqual({ first: 6, second: 9 });
    expect(mixSolution(recipe)).toEqual({ first: 2, second: 3 });
    expect(mixSolution({ ...recipe, amount: { of: 'total', cups: 7 } })).toBeNull();
  });
});
