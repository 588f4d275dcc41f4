import type { AnalyticsTerm, UnitMastery } from '../api/schoolAnalytics.ts';
import { evidenceOf } from '../progress/events.ts';
import type { Evidence } from '../progress/evidence.ts';
import { assessOutcome, isAtLeast, MASTERY_LEVELS, masteryRank, type MasteryLevel } from '../progress/mastery.ts';
import { turkeyDateOf } from '../progress/schoolDays.ts';
import { percentOf } from './percent.ts';
import { groupBy, type AnalyticsRows } from './rows.ts';
import { inTerm } from './terms.ts';

/**
 * The unit an outcome is kept under: the first three parts of its code (F.5.1.2.3 is in F.5.1, as the
 * library names its units). An item without a MEB code is kept under its unit's id itself (M.4.2).
 */
export const unitOf = (outcome: string): string => outcome.split('.').slice(0, 3).join('.');

/** Programme order: F.5.10 after F.5.9. */
const byCode = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

const TOP_RANK = MASTERY_LEVELS.length - 1;

/** One student on one outcome: a cell of a class's heatmap. */
type Cell = { student: number; outcome: string };

export type MasteryIndex = {
  /** The cells a class's figures judge, keyed so several classes' cells join without counting a child twice. */
  cellsOf(classId: number): ReadonlyMap<string, Cell>;
  /** Cells by unit, in programme order. */
  byUnit(cells: Iterable<Cell>): UnitMastery[];
};

/**
 * A class's cells are its students (with an account) × the outcomes it worked on in the term: those of
 * the assignments given in the term and those any of its students has evidence for in the term, as the
 * teacher's heatmap draws them. Each cell is judged by the shared mastery rules on the evidence up to
 * the term's last day, so a past term shows the levels as they stood when it ended.
 */
export function masteryIndex(rows: AnalyticsRows, term: AnalyticsTerm, now: number): MasteryIndex {
  const evidence = new Map<string, Evidence[]>();
  const worked = new Map<number, Set<string>>();
  for (const event of rows.events) {
    const day = turkeyDateOf(event.at);
    if (day === null || day > term.end) continue;
    for (const item of evidenceOf(event, event.user_id)) {
      const key = `${item.studentId} ${item.outcomeCode}`;
      const list = evidence.get(key);
      if (list) list.push(item);
      else evidence.set(key, [item]);
      if (day < term.start) continue;
      const outcomes = worked.get(item.studentId) ?? new Set<string>();
      worked.set(item.studentId, outcomes);
      outcomes.add(item.outcomeCode);
    }
  }

  const assignmentsOf = groupBy(rows.assignments, (row) => row.class_id);
  const studentsOf = groupBy(
    rows.enrolments.flatMap((row) => (row.user_id === null ? [] : [{ class_id: row.class_id, user_id: row.user_id }])),
    (row) => row.class_id,
  );
  // A class's cells serve its own figures, its grade's and the school's: worked out once.
  const cellsByClass = new Map<number, ReadonlyMap<string, Cell>>();
  const cellsOf = (classId: number): ReadonlyMap<string, Cell> => {
    const known = cellsByClass.get(classId);
    if (known) return known;
    const students = [...new Set((studentsOf.get(classId) ?? []).map((row) => row.user_id))];
    const outcomes = new Set<string>();
    for (const assignment of assignmentsOf.get(classId) ?? []) {
      if (assignment.given_at !== null && inTerm(turkeyDateOf(assignment.given_at), term)) for (const code of assignment.outcomes) outcomes.add(code);
    }
    for (const student of students) for (const code of worked.get(student) ?? []) outcomes.add(code);
    const cells = new Map<string, Cell>();
    for (const student of students) for (const outcome of outcomes) cells.set(`${student} ${outcome}`, { student, outcome });
    cellsByClass.set(classId, cells);
    return cells;
  };

  const levels = new Map<string, MasteryLevel>();
  const levelOf = (cell: Cell): MasteryLevel => {
    const key = `${cell.student} ${cell.outcome}`;
    const known = levels.get(key);
    if (known) return known;
    const level = assessOutcome(evidence.get(key) ?? [], now).level;
    levels.set(key, level);
    return level;
  };

  const byUnit = (cells: Iterable<Cell>): UnitMastery[] => {
    const units = new Map<string, { students: Set<number>; outcomes: Set<string>; ranks: number; cells: number; proficient: number }>();
    for (const cell of cells) {
      const unit = unitOf(cell.outcome);
      const tally = units.get(unit) ?? { students: new Set<number>(), outcomes: new Set<string>(), ranks: 0, cells: 0, proficient: 0 };
      units.set(unit, tally);
      const level = levelOf(cell);
      tally.students.add(cell.student);
      tally.outcomes.add(cell.outcome);
      tally.ranks += masteryRank(level);
      tally.cells += 1;
      if (isAtLeast(level, 'proficient')) tally.proficient += 1;
    }
    return [...units.entries()]
      .sort(([a], [b]) => byCode(a, b))
      .map(([unit, tally]) => ({
        unit,
        students: tally.students.size,
        outcomes: tally.outcomes.size,
        average_percent: percentOf(tally.ranks, tally.cells * TOP_RANK) ?? 0,
        proficient_percent: percentOf(tally.proficient, tally.cells) ?? 0,
      }));
  };

  return { cellsOf, byUnit };
}
