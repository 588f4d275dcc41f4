import { describe, expect, it } from 'vitest';
import { niceRange, niceTicks, pathOf, scale } from './plot.ts';

describe('plot helpers', () => {
  it('scales linearly, also onto an upside-down pixel range', () => {
    expect(scale([0, 10], [0, 200])(5)).toBe(100);
    expect(scale([-5, 5], [100, 0])(5)).toBe(0);
    expect(scale([2, 2], [0, 100])(2)).toBe(50);
  });

  it('picks round ticks', () => {
    expect(niceTicks(0, 10, 5)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(0, 100, 4)).toEqual([0, 50, 100]);
    expect(niceTicks(-3, 3, 6)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(niceTicks(0, 0.5, 5)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it('rounds ranges outwards', () => {
    expect(niceRange(0.3, 9.6)).toEqual([0, 10]);
    expect(niceRange(-12, 47)).toEqual([-20, 60]);
    expect(niceRange(4, 4)).toEqual([3, 5]);
  });

  it('draws paths', () => {
    expect(
      pathOf([
        [0, 1],
        [2.5, 3],
      ]),
    ).toBe('M0.00 1.00 L2.50 3.00');
  });
});
