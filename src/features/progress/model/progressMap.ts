import type { CurriculumItem, CurriculumUnit } from '@/features/experiments';
import type { Evidence } from '@/shared/progress/evidence.ts';
import { assessOutcome, MASTERY_LEVELS, type MasteryLevel, type OutcomeAssessment } from '@/shared/progress/mastery.ts';

/** One outcome on a unit's path: where the child stands and what serves it. */
export type MapStone = {
  code: string;
  text: CurriculumUnit['outcomes'][number]['text'];
  items: readonly CurriculumItem[];
  assessment: OutcomeAssessment;
};

export type MapUnit = {
  id: string;
  subject: CurriculumUnit['subject'];
  grade: number;
  title: CurriculumUnit['title'];
  stones: MapStone[];
  /** How many stones stand at each level, and how many wait for a review. */
  levels: Record<MasteryLevel, number>;
  due: number;
};

const emptyLevels = (): Record<MasteryLevel, number> => Object.fromEntries(MASTERY_LEVELS.map((level) => [level, 0])) as Record<MasteryLevel, number>;

/** The grade's units, each outcome judged from the child's evidence (already merged: device and server). */
export function mapUnits(units: readonly CurriculumUnit[], grade: number, evidence: readonly Evidence[], now: Date | number): MapUnit[] {
  const byOutcome = new Map<string, Evidence[]>();
  for (const item of evidence) {
    const list = byOutcome.get(item.outcomeCode);
    if (list) list.push(item);
    else byOutcome.set(item.outcomeCode, [item]);
  }
  return units
    .filter((unit) => unit.grade === grade)
    .map((unit) => {
      const levels = emptyLevels();
      let due = 0;
      const stones = unit.outcomes.map((outcome): MapStone => {
        const assessment = assessOutcome(byOutcome.get(outcome.code) ?? [], now);
        levels[assessment.level] += 1;
        if (assessment.dueForReview) due += 1;
        return { code: outcome.code, text: outcome.text, items: outcome.items, assessment };
      });
      return { id: unit.id, subject: unit.subject, grade: unit.grade, title: unit.title, stones, levels, due };
    });
}

/** The grades the library has units for, lowest first. */
export const gradesOf = (units: readonly CurriculumUnit[]): number[] => [...new Set(units.map((unit) => unit.grade))].sort((a, b) => a - b);

/**
 * The grade a map opens on: the one asked for in the address; else the grade of the child's latest
 * evidence (what they are working on now); else the child's own grade; else the lowest grade.
 */
export function openingGrade(units: readonly CurriculumUnit[], evidence: readonly Evidence[], asked?: number, ownGrade?: number): number | undefined {
  const grades = gradesOf(units);
  if (asked !== undefined && grades.includes(asked)) return asked;
  const gradeOf = new Map(units.flatMap((unit) => unit.outcomes.map((outcome) => [outcome.code, unit.grade] as const)));
  let latest: { at: number; grade: number } | undefined;
  for (const item of evidence) {
    const grade = gradeOf.get(item.outcomeCode);
    const at = Date.parse(item.at);
    if (grade !== undefined && Number.isFinite(at) && (!latest || at > latest.at)) latest = { at, grade };
  }
  if (latest) return latest.grade;
  if (ownGrade !== undefined && grades.includes(ownGrade)) return ownGrade;
  return grades[0];
}
