import type { ClassStatus } from '@/shared/api/classroom.ts';
import type { ClassProgressResponse, ClassProgressStudent, HomeworkHistoryEntry } from '@/shared/api/progress.ts';
import { MASTERY_LEVELS, type MasteryLevel } from '@/shared/progress/mastery.ts';

/**
 * The class the page shows: the one in the address when the teacher has it, else the first class
 * still running, so a teacher whose first class is archived does not open on last year's pupils.
 */
export function pickClassId(classes: readonly { id: number; status: ClassStatus }[], wanted: number | undefined): number | undefined {
  if (wanted !== undefined && classes.some((item) => item.id === wanted)) return wanted;
  return (classes.find((item) => item.status === 'active') ?? classes[0])?.id;
}

const byName = new Intl.Collator('tr-TR', { sensitivity: 'base' });
const byNumber = new Intl.Collator('tr-TR', { numeric: true });

/**
 * The class list as the teacher's paper one runs: by school number (numerically, "9" before "10"),
 * pupils without a number after them by name in Turkish order (Ç after C, İ after I). Never by
 * level or XP: the page holds no ranking of children.
 */
export function rosterOrder<S extends Pick<ClassProgressStudent, 'number' | 'full_name'>>(students: readonly S[]): S[] {
  return [...students].sort((a, b) => {
    if (a.number !== null && b.number !== null) return byNumber.compare(a.number, b.number) || byName.compare(a.full_name, b.full_name);
    if (a.number !== null) return -1;
    if (b.number !== null) return 1;
    return byName.compare(a.full_name, b.full_name);
  });
}

/** A heatmap column's totals: how many pupils stand at each level, and how many of them are due for review. */
export type OutcomeColumn = { outcome: string; levels: Record<MasteryLevel, number>; due: number };

export function outcomeColumns(data: Pick<ClassProgressResponse, 'outcomes' | 'students'>): OutcomeColumn[] {
  return data.outcomes.map((outcome, index) => {
    const levels = Object.fromEntries(MASTERY_LEVELS.map((level) => [level, 0])) as Record<MasteryLevel, number>;
    let due = 0;
    for (const student of data.students) {
      const cell = student.cells[index];
      if (!cell) continue;
      levels[cell.level] += 1;
      if (cell.due !== null) due += 1;
    }
    return { outcome, levels, due };
  });
}

/** Whether any pupil has done anything the map counts: before that, a grid of "Başlamadı" says less than a sentence. */
export const hasEvidence = (students: readonly Pick<ClassProgressStudent, 'cells'>[]): boolean =>
  students.some((student) => student.cells.some((cell) => cell.level !== 'not-started'));

/** The class goal as a bar: the share filled (at most the whole bar) and whether it is reached; null when there is no goal (no pupils). */
export function goalProgress(goal: ClassProgressResponse['class_goal']): { share: number; reached: boolean } | null {
  if (!(goal.goal_xp > 0)) return null;
  const share = Math.min(1, Math.max(0, goal.week_xp / goal.goal_xp));
  return { share, reached: goal.week_xp >= goal.goal_xp };
}

/** "x sa y dk": whole hours and the minutes left, from a total that may come rounded or odd from an old record. */
export function durationParts(totalMinutes: number): { hours: number; minutes: number } {
  const whole = Number.isFinite(totalMinutes) && totalMinutes > 0 ? Math.round(totalMinutes) : 0;
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** A hard question's id, "<experimentId>/<questionId>" (progressRef.question); null for anything else. */
export function splitQuestionId(id: string): { experimentId: string; questionId: string } | null {
  const slash = id.indexOf('/');
  if (slash <= 0 || slash === id.length - 1) return null;
  return { experimentId: id.slice(0, slash), questionId: id.slice(slash + 1) };
}

/** A pupil's homework, latest due date first: a parent meeting talks about this term's work before last month's. */
export const homeworkNewestFirst = (entries: readonly HomeworkHistoryEntry[]): HomeworkHistoryEntry[] =>
  [...entries].sort((a, b) => Date.parse(b.due_at) - Date.parse(a.due_at) || b.assignment_id - a.assignment_id);
