import { describe, expect, it } from 'vitest';
import { OUTCOME_CODE_PATTERN } from '@/shared/api/classroom.ts';
import { EXPERIMENTS } from './library.ts';
import { curriculum, trackedOutcomes, trackedOutcomesOf } from './curriculum.ts';

describe('curriculum', () => {
  const units = curriculum();

  it('places every library item under at least one outcome of its own unit', () => {
    for (const experiment of EXPERIMENTS) {
      const unit = units.find((candidate) => candidate.id === experiment.unitId);
      expect(
        unit?.outcomes.some((outcome) => outcome.items.some((item) => item.id === experiment.id)),
        experiment.id,
      ).toBe(true);
    }
  });

  it('keeps outcomes in code order (F.5.1.10 after F.5.1.9) and each item once per outcome', () => {
    for (const unit of units) {
      const codes = unit.outcomes.map((outcome) => outcome.code);
      expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
      for (const outcome of unit.outcomes) expect(new Set(outcome.items.map((item) => item.id)).size).toBe(outcome.items.length);
    }
  });

  it('tracks an item without MEB codes under its unit, in a shape the server accepts', () => {
    expect(trackedOutcomes({ unitId: 'M.4.2', outcomes: [] })).toEqual(['M.4.2']);
    for (const experiment of EXPERIMENTS) for (const code of trackedOutcomes(experiment)) expect(code).toMatch(OUTCOME_CODE_PATTERN);
    expect(trackedOutcomesOf('no-such-item')).toEqual([]);
  });
});
