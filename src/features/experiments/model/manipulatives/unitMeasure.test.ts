import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { UnitMeasureSpec, UnitMeasureTask } from '../../content/manipulativeTypes.ts';
import { checkUnitMeasure, chooseLength, initialUnitMeasure, layUnits, longer, MAX_UNITS, unitMeasureProblems, unitMeasureSolution } from './unitMeasure.ts';
import { manipulativeProblems } from './validate.ts';

const units = [
  { id: 'clip', emoji: '📎', label: msg`ataş`, cm: 3 },
  { id: 'cube', emoji: '🟩', label: msg`küp`, cm: 2 },
] as const;
const spec = { units };
const pencil = { emoji: '✏️', label: msg`kalem`, cm: 15 };

describe('unit measure', () => {
  it('lays units end to end between none and the most the board holds', () => {
    let state = layUnits(initialUnitMeasure(), 3);
    expect(state.count).toBe(3);
    state = layUnits(state, -5);
    expect(state.count).toBe(0);
    expect(layUnits(state, -1)).toBe(state);
    expect(layUnits(state, 99).count).toBe(MAX_UNITS);
  });

  it('judges a measurement: a gap at the end, units past the end, or exactly to the end', () => {
    const task: UnitMeasureTask = { kind: 'measure', prompt: msg`m`, object: pencil, unit: 'clip' };
    expect(checkUnitMeasure(task, spec, initialUnitMeasure()).feedback).toBe('empty');
    expect(checkUnitMeasure(task, spec, layUnits(initialUnitMeasure(), 4)).feedback).toBe('too-few');
    expect(checkUnitMeasure(task, spec, layUnits(initialUnitMeasure(), 6)).feedback).toBe('too-many');
    expect(checkUnitMeasure(task, spec, layUnits(initialUnitMeasure(), 5)).correct).toBe(true);
  });

  it('compares lengths, not counts, when the units differ', () => {
    // 4 clips (12 cm) against 5 cubes (10 cm): fewer units, yet longer.
    const task: UnitMeasureTask = {
      kind: 'compare',
      prompt: msg`c`,
      first: { emoji: '🎀', label: msg`kurdele`, cm: 12, unit: 'clip' },
      second: { emoji: '🧵', label: msg`ip`, cm: 10, unit: 'cube' },
    };
    expect(checkUnitMeasure(task, spec, initialUnitMeasure()).feedback).toBe('no-choice');
    expect(checkUnitMeasure(task, spec, chooseLength(initialUnitMeasure(), 'second')).feedback).toBe('wrong-choice');
    expect(checkUnitMeasure(task, spec, chooseLength(initialUnitMeasure(), 'first')).correct).toBe(true);
    expect(longer(6, 6)).toBe('equal');
  });

  it('finds a solution for content checks, and none when the unit does not fit a whole number of times', () => {
    expect(unitMeasureSolution({ kind: 'measure', prompt: msg`m`, object: pencil, unit: 'clip' }, spec)).toEqual({ count: 5, choice: null });
    expect(unitMeasureSolution({ kind: 'measure', prompt: msg`m`, object: pencil, unit: 'cube' }, spec)).toBeNull();
    expect(unitMeasureSolution({ kind: 'measure', prompt: msg`m`, object: pencil, unit: 'stick' }, spec)).toBeNull();
  });
});

describe('unit measure content check', () => {
  it('names unknown units, lengths that are not whole units and duplicate ids', () => {
    const good: UnitMeasureSpec = { type: 'unit-measure', units, tasks: [{ kind: 'measure', prompt: msg`m`, object: pencil, unit: 'clip' }] };
    expect(unitMeasureProblems(good)).toEqual([]);
    expect(manipulativeProblems(good)).toEqual([]);
    expect(
      unitMeasureProblems({
        type: 'unit-measure',
        units: [...units, { id: 'clip', emoji: '📎', label: msg`ataş`, cm: 3 }],
        tasks: [
          { kind: 'measure', prompt: msg`m`, object: pencil, unit: 'cube' },
          { kind: 'measure', prompt: msg`m`, object: { ...pencil, cm: 60 }, unit: 'clip' },
          { kind: 'compare', prompt: msg`c`, first: { ...pencil, unit: 'clip' }, second: { ...pencil, unit: 'stick' } },
        ],
      }),
    ).toEqual([
      'unit-measure: unit ids must differ',
      'unit-measure task 1: not a whole number of units (1 to 12)',
      'unit-measure task 1: no solution',
      'unit-measure task 2: not a whole number of units (1 to 12)',
      'unit-measure task 2: no solution',
      'unit-measure task 3: unknown unit stick',
    ]);
  });
});
