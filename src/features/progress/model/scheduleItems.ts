import type { Assignment, Homework } from '@/shared/api/classroom.ts';
import {
  progressRef,
  PROGRESS_LIMITS,
  type EnergyLevel,
  type ProgressEventInput,
  type ScheduleEventType,
  type ScheduleStatus,
  type TimetableSlot,
} from '@/shared/api/progress.ts';
import type { IsoDate } from '@/shared/progress/days.ts';
import type { AnyProgressEvent } from '@/shared/progress/events.ts';
import { isSchoolDay as schoolCalendarOpen } from '@/shared/progress/schoolDays.ts';
import type { Difficulty } from '@/shared/progress/xpRules.ts';
import { datesOfWeek, minutesOfDay, turkeyClockOf, turkeyInstant, turkeyToday, weekdayOf, type IsoWeekday } from './scheduleWeek.ts';

/**
 * Whose week it is: a student's own (statuses from their work, lessons can be ticked off), a
 * parent's look at their child's (the same statuses, read only), or a teacher's (by the clock only:
 * a class's lesson is not one child's to miss).
 */
export type ScheduleViewer = 'student' | 'parent' | 'staff';

type ScheduleItemSource = 'timetable' | 'homework' | 'calendar';

/** Something dated besides the timetable: a homework's due time, an exam from the user's own calendar. */
export type DatedWork = {
  key: string;
  source: Exclude<ScheduleItemSource, 'timetable'>;
  type: ScheduleEventType;
  date: IsoDate;
  /** Turkey clock time "HH:mm". */
  start: string;
  /** Null for a due time: a moment, not a span. */
  end: string | null;
  title: string;
  difficulty: Difficulty | null;
  /** Handed in, or marked done. */
  done: boolean;
  assignmentId: number | null;
};

export type ScheduleItem = Omit<DatedWork, 'source' | 'done'> & {
  source: ScheduleItemSource;
  energy: EnergyLevel | null;
  status: ScheduleStatus;
  /** A timetable lesson's progress reference (what "Tamamlandı" records). */
  ref: string | null;
  /** The viewer may tick it off now. */
  markable: boolean;
};

export type ScheduleDay = {
  date: IsoDate;
  weekday: IsoWeekday;
  isToday: boolean;
  /** False on weekends, holidays and breaks: the day shows why instead of lessons. */
  schoolDay: boolean;
  /** The name the school gave its own day off ("Kar tatili"), when it closed on its own that day. */
  dayOff?: string;
  items: ScheduleItem[];
};

export type WeekInput = {
  monday: IsoDate;
  /** The class whose timetable `slots` is (its id is part of each lesson's reference). */
  classId: number | null;
  slots: readonly TimetableSlot[];
  work: readonly DatedWork[];
  /** References of the lessons the student ticked off (doneRefsOf). */
  doneRefs: ReadonlySet<string>;
  viewer: ScheduleViewer;
  now: Date;
  isSchoolDay?: (day: IsoDate) => boolean;
  /** The name of the school's own day off covering a day, if any. */
  dayOffLabel?: (day: IsoDate) => string | undefined;
};

/**
 * Completed once done; otherwise upcoming before the start, current until the end (a due time is a
 * moment: never current), then missed — or completed when only the clock counts (a teacher's view,
 * a break: it cannot be missed).
 */
export function statusAt(item: { date: IsoDate; start: string; end: string | null }, done: boolean, byTimeOnly: boolean, now: Date): ScheduleStatus {
  if (done) return 'completed';
  const time = now.getTime();
  const start = turkeyInstant(item.date, item.start);
  if (time < start) return 'upcoming';
  if (item.end !== null && time < turkeyInstant(item.date, item.end)) return 'current';
  return byTimeOnly ? 'completed' : 'missed';
}

/** The lessons a student has ticked off, by reference (waiting ones included: they count at once). */
export function doneRefsOf(events: readonly AnyProgressEvent[]): Set<string> {
  return new Set(events.filter((event) => event.kind === 'scheduleItemDone').map((event) => event.ref));
}

/** A student's (or their child's) homework on its due day: done once handed in, unless it was sent back to be done again. */
export function homeworkWork(homework: Homework): DatedWork | null {
  const due = turkeyClockOf(homework.assignment.due_at);
  if (!due) return null;
  return { ...dueWork(homework.assignment, due), done: homework.submission !== null && homework.submission.returned_at === null };
}

/** A class's assignment on its due day, for its teacher (drafts are given to nobody yet). */
export function assignmentWork(assignment: Assignment): DatedWork | null {
  const due = turkeyClockOf(assignment.due_at);
  if (!due || assignment.status === 'draft') return null;
  return { ...dueWork(assignment, due), done: false };
}

const dueWork = (assignment: Assignment, due: { date: IsoDate; time: string }): Omit<DatedWork, 'done'> => ({
  key: `homework-${assignment.id}`,
  source: 'homework',
  type: 'assignment',
  date: due.date,
  start: due.time,
  end: null,
  title: assignment.title,
  difficulty: null,
  assignmentId: assignment.id,
});

/** What the schedule reads of an entry of the user's own calendar (the calendar feature's event). */
export type OwnCalendarEntry = {
  id: string;
  title: string;
  type: ScheduleEventType;
  date: IsoDate;
  start: string;
  end: string;
  difficulty?: Difficulty;
  done: boolean;
};

/** The exams the user put in their own calendar; its other entries stay there. */
export function calendarExams(entries: readonly OwnCalendarEntry[]): DatedWork[] {
  return entries
    .filter((entry) => entry.type === 'exam' && minutesOfDay(entry.start) !== null && minutesOfDay(entry.end) !== null)
    .map((entry) => ({
      key: `calendar-${entry.id}`,
      source: 'calendar',
      type: 'exam',
      date: entry.date,
      start: entry.start,
      end: entry.end,
      title: entry.title,
      difficulty: entry.difficulty ?? null,
      done: entry.done,
      assignmentId: null,
    }));
}

const collator = new Intl.Collator('tr-TR');

const byTime = (a: ScheduleItem, b: ScheduleItem): number =>
  a.start.localeCompare(b.start) || (a.end ?? '').localeCompare(b.end ?? '') || collator.compare(a.title, b.title) || a.key.localeCompare(b.key);

function lessonsOn(date: IsoDate, input: WeekInput, today: IsoDate): ScheduleItem[] {
  const weekday = weekdayOf(date);
  return input.slots
    .filter((slot) => slot.weekday === weekday && minutesOfDay(slot.start) !== null && minutesOfDay(slot.end) !== null)
    .map((slot) => {
      const ref = input.classId === null ? null : progressRef.scheduleSlot(input.classId, slot.id, date);
      // A break is nobody's to miss; a class's lesson is no single child's in the teacher's view.
      const byTimeOnly = input.viewer === 'staff' || slot.type === 'break';
      const done = !byTimeOnly && ref !== null && input.doneRefs.has(ref);
      const status = statusAt({ date, start: slot.start, end: slot.end }, done, byTimeOnly, input.now);
      return {
        key: `slot-${slot.id}-${date}`,
        source: 'timetable',
        type: slot.type,
        date,
        start: slot.start,
        end: slot.end,
        title: slot.title,
        difficulty: slot.difficulty,
        energy: slot.energy,
        status,
        ref,
        assignmentId: null,
        // Only today's lessons, once they have begun: ticking off last month's timetable is not work done.
        markable: input.viewer === 'student' && !byTimeOnly && ref !== null && date === today && (status === 'current' || status === 'missed'),
      } satisfies ScheduleItem;
    });
}

function workOn(date: IsoDate, input: WeekInput): ScheduleItem[] {
  return input.work
    .filter((work) => work.date === date && minutesOfDay(work.start) !== null)
    .map(({ done, ...work }) => ({
      ...work,
      energy: null,
      status: statusAt(work, done, input.viewer === 'staff', input.now),
      ref: null,
      markable: false,
    }));
}

/**
 * A week as it is lived: Monday to Friday, each school day with its lessons from the timetable and
 * whatever is due or set that day; a holiday or a break has no lessons (the screen names it instead).
 * Saturday and Sunday appear only when something is due on them.
 */
export function buildWeek(input: WeekInput): ScheduleDay[] {
  const isOpen = input.isSchoolDay ?? schoolCalendarOpen;
  const today = turkeyToday(input.now);
  return datesOfWeek(input.monday).flatMap((date): ScheduleDay[] => {
    const weekday = weekdayOf(date);
    const schoolDay = isOpen(date);
    const work = workOn(date, input);
    if (weekday >= 6 && work.length === 0) return [];
    const lessons = schoolDay ? lessonsOn(date, input, today) : [];
    const dayOff = schoolDay ? undefined : input.dayOffLabel?.(date);
    return [{ date, weekday, isToday: date === today, schoolDay, ...(dayOff ? { dayOff } : {}), items: [...lessons, ...work].sort(byTime) }];
  });
}

/** The event "Tamamlandı" records for a lesson: its difficulty, and its length as time spent. */
export function lessonDoneReport(item: ScheduleItem): Omit<ProgressEventInput, 'id' | 'at'> | null {
  if (item.ref === null || item.end === null) return null;
  const length = (minutesOfDay(item.end) ?? 0) - (minutesOfDay(item.start) ?? 0);
  return {
    kind: 'scheduleItemDone',
    ref: item.ref,
    outcomes: [],
    ...(item.difficulty ? { difficulty: item.difficulty } : {}),
    ...(length > 0 ? { minutes: Math.min(length, PROGRESS_LIMITS.minutesMax) } : {}),
  };
}
