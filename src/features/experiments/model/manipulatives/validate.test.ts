import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { manipulativeProblems } from './validate.ts';

describe('manipulative content check', () => {
  it('passes solvable tasks', () => {
    expect(manipulativeProblems({ type: 'place-value', places: 2, tasks: [{ prompt: msg`34`, target: 34 }] })).toEqual([]);
  });

  it('names tasks that are solved at the start, cannot be solved, or do not fit', () => {
    expect(manipulativeProblems({ type: 'place-value', places: 2, tasks: [{ prompt: msg`34`, target: 34, start: { tens: 3, ones: 4 } }] })).toEqual([
      'place-value task 1: solved at start',
    ]);
    expect(
      manipulativeProblems({
        type: 'fraction-area',
        shape: 'rectangle',
        maxParts: 12,
        tasks: [{ kind: 'equivalent', prompt: msg`1/7`, numerator: 1, denominator: 7 }],
      }),
    ).toEqual(['fraction-area task 1: no solution']);
    expect(manipulativeProblems({ type: 'ruler', lengthCm: 10, millimetres: false, tasks: [{ kind: 'draw', prompt: msg`12`, lengthMm: 120 }] })).toContain(
      'ruler task 1: does not fit the ruler',
    );
    expect(
      manipulativeProblems({
        type: 'pattern',
        tokens: [
          { id: 'a', emoji: 'A', label: msg`A` },
          { id: 'b', emoji: 'B', label: msg`B` },
        ],
        tasks: [{ kind: 'repeat', prompt: msg`ab`, shown: ['a', 'b', 'a', 'b'], answer: ['b'] }],
      }),
    ).toEqual(['pattern task 1: answer does not continue the pattern']);
    expect(manipulativeProblems({ type: 'grid-shape', columns: 3, rows: 3, tasks: [] })).toEqual(['grid-shape: no tasks']);
  });
});
