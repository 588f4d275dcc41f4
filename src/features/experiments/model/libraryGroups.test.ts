import { describe, expect, it } from 'vitest';
import type { ExperimentMeta, Unit } from '../content/types.ts';
import { groupByGradeAndUnit, matchesFilters, unitChoices } from './libraryGroups.ts';
import { parseLibrarySearch } from './librarySearch.ts';

const title = { id: 'x' };
const unit = (id: string, subject: Unit['subject'], grade: Unit['grade']): Unit => ({ id, subject, grade, title });
const experiment = (id: string, unitId: string, subject: ExperimentMeta['subject'], grade: ExperimentMeta['grade']): ExperimentMeta => ({
  id,
  kitId: 'kit',
  subject,
  grade,
  unitId,
  icon: '🔬',
  title,
  summary: title,
  outcomes: [],
  keywords: [],
});

const units = [
  unit('F.8.1', 'science', 8),
  unit('F.8.3', 'science', 8),
  unit('F.5.5', 'science', 5),
  unit('M.5.1', 'maths', 5),
  unit('K.5.1', 'programming', 5),
];
const experiments = [
  experiment('pressure', 'F.8.3', 'science', 8),
  experiment('seasons', 'F.8.1', 'science', 8),
  experiment('shadow', 'F.5.5', 'science', 5),
  experiment('fractions', 'M.5.1', 'maths', 5),
];

describe('library grouping', () => {
  it('groups by grade, youngest first, and by unit in programme order', () => {
    const groups = groupByGradeAndUnit(experiments, units, {});
    expect(groups.map((g) => g.grade)).toEqual([5, 8]);
    expect(groups[0]!.units.map((u) => u.unit.id)).toEqual(['F.5.5', 'M.5.1']);
    expect(groups[1]!.units.map((u) => u.unit.id)).toEqual(['F.8.1', 'F.8.3']);
  });

  it('filters by strand, grade and unit, leaving out empty units and grades', () => {
    expect(groupByGradeAndUnit(experiments, units, { grade: 8 }).map((g) => g.grade)).toEqual([8]);
    expect(groupByGradeAndUnit(experiments, units, { subject: 'maths' }).flatMap((g) => g.units.map((u) => u.unit.id))).toEqual(['M.5.1']);
    expect(groupByGradeAndUnit(experiments, units, { unit: 'F.8.3' })[0]!.units[0]!.experiments.map((e) => e.id)).toEqual(['pressure']);
    expect(groupByGradeAndUnit(experiments, units, { grade: 6 })).toEqual([]);
    expect(matchesFilters(experiments[0]!, { subject: 'science', grade: 8, unit: 'F.8.3' })).toBe(true);
    expect(matchesFilters(experiments[0]!, { subject: 'science', grade: 5 })).toBe(false);
  });

  it('offers only units with content of the chosen strand and grade', () => {
    expect(unitChoices(experiments, units, 'science', 8).map((u) => u.id)).toEqual(['F.8.1', 'F.8.3']);
    expect(unitChoices(experiments, units, undefined, 5).map((u) => u.id)).toEqual(['F.5.5', 'M.5.1']);
    expect(unitChoices(experiments, units, 'programming').map((u) => u.id)).toEqual([]);
  });
});

describe('library address', () => {
  it('keeps known filters and drops anything else', () => {
    expect(parseLibrarySearch({ subject: 'maths', grade: '8', unit: 'F.8.3' })).toEqual({ subject: 'maths', grade: 8, unit: 'F.8.3' });
    expect(parseLibrarySearch({ grade: 8 })).toEqual({ grade: 8 });
    expect(parseLibrarySearch({ subject: 'history', grade: '9', unit: '<script>' })).toEqual({});
    expect(parseLibrarySearch({ grade: '2.5', unit: 'F.0.1' })).toEqual({});
  });
});
