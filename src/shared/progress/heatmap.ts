import { compareEvidence, type Evidence } from './evidence.ts';
import { assessOutcome, MASTERY_LEVELS, PROFICIENT_MIN_ANSWERS, type MasteryLevel, type OutcomeAssessment } from './mastery.ts';

interface HeatmapCell extends OutcomeAssessment {
  outcomeCode: string;
}

interface HeatmapRow<S extends { id: number }> {
  student: S;
  /** One per outcome, in the order the outcomes were given. */
  cells: HeatmapCell[];
}

/** A column's totals: how many students stand at each level, and how many are due for review. */
interface HeatmapColumn {
  outcomeCode: string;
  levels: Record<MasteryLevel, number>;
  due: number;
}

export interface Heatmap<S extends { id: number }> {
  outcomes: readonly string[];
  rows: HeatmapRow<S>[];
  columns: HeatmapColumn[];
}

const emptyLevels = (): Record<MasteryLevel, number> => Object.fromEntries(MASTERY_LEVELS.map((level) => [level, 0])) as Record<MasteryLevel, number>;

const cellKey = (studentId: number, outcomeCode: string): string => `${studentId} ${outcomeCode}`;

/**
 * The class's students × outcomes, in the order given (the teacher's roster and the unit's outcome
 * list). Evidence of other students or other outcomes is left out; the evidence is taken as already
 * merged (mergeEvidence), so each event appears once.
 */
export function heatmap<S extends { id: number }>(
  students: readonly S[],
  outcomes: readonly string[],
  evidence: readonly Evidence[],
  now: Date | number,
): Heatmap<S> {
  const wanted = new Set(outcomes);
  const grouped = new Map<string, Evidence[]>();
  for (const item of evidence) {
    if (!wanted.has(item.outcomeCode)) continue;
    const key = cellKey(item.studentId, item.outcomeCode);
    const list = grouped.get(key);
    if (list) list.push(item);
    else grouped.set(key, [item]);
  }
  const columns = outcomes.map((outcomeCode): HeatmapColumn => ({ outcomeCode, levels: emptyLevels(), due: 0 }));
  const rows = students.map((student): HeatmapRow<S> => {
    const cells = outcomes.map((outcomeCode, index): HeatmapCell => {
      const cell = { outcomeCode, ...assessOutcome(grouped.get(cellKey(student.id, outcomeCode)) ?? [], now) };
      const column = columns[index] as HeatmapColumn;
      column.levels[cell.level] += 1;
      if (cell.dueForReview) column.due += 1;
      return cell;
    });
    return { student, cells };
  });
  return { outcomes, rows, columns };
}

export interface HardQuestion {
  questionId: string;
  /** The outcomes the question was answered under (normally one). */
  outcomeCodes: string[];
  /** Students who answered it, and how many of them got it wrong the first time. */
  students: number;
  wrong: number;
}

/**
 * "Zorlanılan sorular": the questions the largest share of students got wrong, hardest first. Each
 * student counts once per question, by their first answer, so a retry after seeing the solution does
 * not hide that the question was hard, and one child answering many times cannot outweigh the class.
 * Questions answered by fewer than `minStudents` are left out (a share of two children says little),
 * and so are questions nobody got wrong. Ties: more students wrong first, then by question id.
 */
export function hardQuestions(evidence: readonly Evidence[], minStudents: number): HardQuestion[] {
  const firstAnswers = new Map<string, Map<number, boolean>>();
  const outcomesOf = new Map<string, Set<string>>();
  for (const item of [...evidence].sort(compareEvidence)) {
    if (item.questionId === undefined || typeof item.correct !== 'boolean') continue;
    const byStudent = firstAnswers.get(item.questionId) ?? new Map<number, boolean>();
    firstAnswers.set(item.questionId, byStudent);
    if (!byStudent.has(item.studentId)) byStudent.set(item.studentId, item.correct);
    const codes = outcomesOf.get(item.questionId) ?? new Set<string>();
    outcomesOf.set(item.questionId, codes.add(item.outcomeCode));
  }
  const questions: HardQuestion[] = [];
  for (const [questionId, byStudent] of firstAnswers) {
    const wrong = [...byStudent.values()].filter((correct) => !correct).length;
    if (byStudent.size < minStudents || wrong === 0) continue;
    questions.push({ questionId, outcomeCodes: [...(outcomesOf.get(questionId) ?? [])].sort(), students: byStudent.size, wrong });
  }
  // Shares compared by cross-multiplying: exact, no rounding ties.
  return questions.sort(
    (a, b) => b.wrong * a.students - a.wrong * b.students || b.wrong - a.wrong || (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0),
  );
}

/**
 * Why an outcome puts a student on the "needs help" list:
 *   stuck    still Denedi or Tanışık after PROFICIENT_MIN_ANSWERS counted answers: enough tries to be
 *            Yeterli, and not there.
 *   slipped  due for review because the latest answers fell below the level once reached.
 * An outcome due only because it is stale does not count: after a unit ends the whole class goes
 * stale together, and a list naming everyone helps nobody; the cell already shows "tekrar zamanı".
 */
export type HelpReason = 'stuck' | 'slipped';

/** "Several": one weak outcome is ordinary; two or more is a pattern worth the teacher's time. */
export const NEEDS_HELP_MIN_OUTCOMES = 2;

interface HelpOutcome {
  outcomeCode: string;
  level: MasteryLevel;
  reason: HelpReason;
}

export interface HelpEntry<S extends { id: number }> {
  student: S;
  /** The distinct reasons, stuck before slipped. */
  reasons: HelpReason[];
  outcomes: HelpOutcome[];
}

/** Slipping is named first: it says more (the child had it, and lost it) than being stuck. */
function helpReason(cell: HeatmapCell): HelpReason | null {
  if (cell.due === 'slipped') return 'slipped';
  if ((cell.level === 'tried' || cell.level === 'familiar') && cell.answers >= PROFICIENT_MIN_ANSWERS) return 'stuck';
  return null;
}

/** The students with at least NEEDS_HELP_MIN_OUTCOMES weak outcomes, the most first, then in roster order. */
export function needsHelp<S extends { id: number }>(map: Heatmap<S>): HelpEntry<S>[] {
  const entries: HelpEntry<S>[] = [];
  for (const row of map.rows) {
    const outcomes = row.cells.flatMap((cell): HelpOutcome[] => {
      const reason = helpReason(cell);
      return reason ? [{ outcomeCode: cell.outcomeCode, level: cell.level, reason }] : [];
    });
    if (outcomes.length < NEEDS_HELP_MIN_OUTCOMES) continue;
    const reasons = (['stuck', 'slipped'] as const).filter((reason) => outcomes.some((outcome) => outcome.reason === reason));
    entries.push({ student: row.student, reasons, outcomes });
  }
  // Array.prototype.sort is stable: equal counts keep the roster order.
  return entries.sort((a, b) => b.outcomes.length - a.outcomes.length);
}
