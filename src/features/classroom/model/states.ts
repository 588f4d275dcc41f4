import { submissionState, type Assignment, type Homework, type SubmissionState } from '@/shared/api/classroom.ts';

export type DueLabelKind = 'overdue' | 'today' | 'tomorrow' | 'this-week' | 'later';

const DAY_MS = 86_400_000;

function startOfLocalDay(time: number): number {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/**
 * How a due time reads from now, by the device's calendar days (a 23:59 deadline is "today" at 08:00,
 * "tomorrow" at 23:00 the day before). "This week" ends on Sunday: the Turkish school week starts on Monday.
 */
export function dueLabelKind(dueAt: string, now: number): DueLabelKind {
  const due = Date.parse(dueAt);
  if (now > due) return 'overdue';
  // Rounded: a day is 23 or 25 hours long when the clocks change.
  const days = Math.round((startOfLocalDay(due) - startOfLocalDay(now)) / DAY_MS);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  const daysLeftInWeek = 6 - ((new Date(now).getDay() + 6) % 7);
  return days <= daysLeftInWeek ? 'this-week' : 'later';
}

/**
 * A homework's state now: the list may have been fetched before its due time passed (or offline,
 * hours ago), so it is derived again by the contract's rule rather than read from the answer.
 */
export const homeworkState = (homework: Homework, now: number): SubmissionState =>
  submissionState(homework.submission, homework.assignment.due_at, now, homework.state === 'excused');

// What the student can act on comes first: work sent back to redo, then work to do, then work missed.
const RANK: Record<SubmissionState, number> = { returned: 0, assigned: 1, missing: 2, submitted: 3, late: 3, held: 3, graded: 4, excused: 5 };

const dueTime = (homework: Homework) => Date.parse(homework.assignment.due_at);
const gradedTime = (homework: Homework) => Date.parse(homework.submission?.graded_at ?? homework.assignment.due_at);

/** A student's list: to do first (nearest due first), then handed in, then graded work newest first. */
export function sortHomeworks(homeworks: readonly Homework[], now: number): Homework[] {
  return homeworks
    .map((homework) => ({ homework, rank: RANK[homeworkState(homework, now)] }))
    .sort((a, b) => {
      if (a.rank !== b.rank) return a.rank - b.rank;
      const byTime = a.rank === RANK.graded ? gradedTime(b.homework) - gradedTime(a.homework) : dueTime(a.homework) - dueTime(b.homework);
      return byTime || a.homework.assignment.id - b.homework.assignment.id;
    })
    .map(({ homework }) => homework);
}

/** Does the state leave something to hand in? Submissions are append-only: handed-in work waits for the teacher, and graded work is done. */
export function canSubmit(state: SubmissionState): boolean {
  return state === 'assigned' || state === 'missing' || state === 'returned';
}

/**
 * Why hand-ins are no longer taken, or null while they are: the teacher closed them (with when, if
 * known) or archived the class, whose work is then history.
 */
export type HandInClosure = { reason: 'closed'; closedAt: string | null } | { reason: 'archived' } | null;

export function handInClosure(assignment: Pick<Assignment, 'status' | 'closed_at' | 'class_archived'>): HandInClosure {
  if (assignment.class_archived) return { reason: 'archived' };
  if (assignment.status === 'closed') return { reason: 'closed', closedAt: assignment.closed_at };
  return null;
}

/** Can the student hand this homework in now: something is left to do, and hand-ins are still open. */
export const canHandIn = (homework: Homework, now: number): boolean => handInClosure(homework.assignment) === null && canSubmit(homeworkState(homework, now));

/** An archived class's homework is history: readable, never on the to-do list. */
export function splitHistory(homeworks: readonly Homework[]): { current: Homework[]; history: Homework[] } {
  return {
    current: homeworks.filter((homework) => !homework.assignment.class_archived),
    history: homeworks.filter((homework) => homework.assignment.class_archived),
  };
}

/** The dashboard's "next up": the nearest work still to hand in whose due time has not passed and whose hand-ins are open, or null. */
export function nextDue(homeworks: readonly Homework[], now: number): Homework | null {
  let next: Homework | null = null;
  for (const homework of homeworks) {
    const state = homeworkState(homework, now);
    if ((state !== 'assigned' && state !== 'returned') || dueTime(homework) < now || handInClosure(homework.assignment)) continue;
    if (!next || dueTime(homework) < dueTime(next)) next = homework;
  }
  return next;
}
