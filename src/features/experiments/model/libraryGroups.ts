import type { ExperimentMeta, Grade, Subject, Unit } from '../content/types.ts';
import type { LibrarySearch } from './librarySearch.ts';

type UnitGroup = { unit: Unit; experiments: ExperimentMeta[] };
export type GradeGroup = { grade: Grade; units: UnitGroup[] };

/** Whether an experiment passes the page's filters. */
export const matchesFilters = (experiment: ExperimentMeta, filters: LibrarySearch): boolean =>
  (!filters.subject || experiment.subject === filters.subject) &&
  (!filters.grade || experiment.grade === filters.grade) &&
  (!filters.unit || experiment.unitId === filters.unit);

/**
 * The way a teacher looks for content: grade by grade (youngest first), and within a grade unit by
 * unit in the programme's order (science, then maths, then programming); units with nothing that
 * passes the filters are left out.
 */
export function groupByGradeAndUnit(experiments: readonly ExperimentMeta[], units: readonly Unit[], filters: LibrarySearch): GradeGroup[] {
  const shown = experiments.filter((experiment) => matchesFilters(experiment, filters));
  const grades = [...new Set(shown.map((experiment) => experiment.grade))].sort((a, b) => a - b);
  return grades.map((grade) => ({
    grade,
    units: units
      .filter((unit) => unit.grade === grade)
      .map((unit) => ({ unit, experiments: shown.filter((experiment) => experiment.unitId === unit.id) }))
      .filter((group) => group.experiments.length > 0),
  }));
}

/**
 * The units the unit filter offers: those of the chosen strand and grade that have content. A unit
 * chosen before the strand or grade changed stays valid only if it is still among them.
 */
export const unitChoices = (experiments: readonly ExperimentMeta[], units: readonly Unit[], subject?: Subject, grade?: Grade): Unit[] =>
  units.filter(
    (unit) => (!subject || unit.subject === subject) && (!grade || unit.grade === grade) && experiments.some((experiment) => experiment.unitId === unit.id),
  );
