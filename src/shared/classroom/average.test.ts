import { describe, expect, it } from 'vitest';
import { countsInAverage, gradeAverage } from './average.ts';

describe('the one grade average', () => {
  it('counts graded work only: not handed-in auto scores, returned, missing or excused work', () => {
    expect(countsInAverage({ state: 'graded', score: 0 })).toBe(true);
    expect(countsInAverage({ state: 'graded', score: null })).toBe(false);
    for (const state of ['submitted', 'late', 'returned', 'missing', 'assigned', 'held', 'excused'] as const) {
      expect(countsInAverage({ state, score: 90 }), state).toBe(false);
    }
  });

  it('is the mean of the counted scores as a whole percent, and null before any', () => {
    expect(gradeAverage([])).toBeNull();
    expect(gradeAverage([{ state: 'submitted', score: 100 }])).toBeNull();
    expect(
      gradeAverage([
        { state: 'graded', score: 85 },
        { state: 'late', score: 83 },
        { state: 'graded', score: 70 },
        { state: 'excused', score: 10 },
      ]),
    ).toBe(78);
    expect(
      gradeAverage([
        { state: 'graded', score: 70 },
        { state: 'graded', score: 100 },
        { state: 'graded', score: 55 },
      ]),
    ).toBe(75);
  });
});
