import { describe, expect, it } from 'vitest';
import { isSolved, moveStep, positionsInPlace, shuffledOrder } from './sequence.ts';

describe('sequence', () => {
  it('shuffles into a permutation that is not already solved', () => {
    for (const seed of [0, 0.2, 0.5, 0.99]) {
      const order = shuffledOrder(5, () => seed);
      expect([...order].sort()).toEqual([0, 1, 2, 3, 4]);
      expect(isSolved(order)).toBe(false);
    }
    // random() = 0.999… keeps every step in place in Fisher–Yates; the rotation still scrambles it.
    expect(isSolved(shuffledOrder(4, () => 0.9999))).toBe(false);
  });

  it('moves steps up and down, not past the ends', () => {
    expect(moveStep([1, 0, 2], 1, -1)).toEqual([0, 1, 2]);
    expect(moveStep([1, 0, 2], 0, 1)).toEqual([0, 1, 2]);
    const order = [2, 1, 0];
    expect(moveStep(order, 0, -1)).toBe(order);
    expect(moveStep(order, 2, 1)).toBe(order);
  });

  it('shows which steps are in place and when all are', () => {
    expect(positionsInPlace([0, 2, 1, 3])).toEqual([true, false, false, true]);
    expect(isSolved([0, 1, 2, 3])).toBe(true);
  });
});
