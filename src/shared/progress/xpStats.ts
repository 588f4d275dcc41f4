import { turkeyDateOf } from './schoolDays.ts';
import { streaksOf, type StreakCalendar } from './streak.ts';
import { dedupeEvents, xpOf } from './xp.ts';
import type { ProgressEvent, ProgressEventKind } from './xpRules.ts';

/** docs/behaviour.md#data-kept-on-the-device: the progress stats of the user entity. */
export type ProgressStats = {
  completedLessons: number;
  totalMinutes: number;
  currentStreak: number;
  longestStreak: number;
  xp: number;
};

/** Whole pieces of work: a question is part of a lesson, not a lesson of its own. */
const LESSON_KINDS: ReadonlySet<ProgressEventKind> = new Set(['experimentFinished', 'homeworkSubmitted', 'scheduleItemDone']);

/**
 * One event cannot have taken longer than a school day; a larger figure is a stuck timer or a
 * corrupt record and would swamp the total.
 */
export const MAX_MINUTES_PER_EVENT = 8 * 60;

/**
 * The user's progress stats from their events (each event id once):
 * - completedLessons: distinct experiments finished, homework submitted and schedule items done
 *   (doing one again is not another lesson);
 * - totalMinutes: the minutes of every event, repeats included (time spent is time spent),
 *   each event at most MAX_MINUTES_PER_EVENT, rounded to whole minutes;
 * - streaks in school days (streaksOf) of the student's school calendar (the national one when not
 *   given) from the days with any event, a wrong answer included: trying is studying;
 * - xp: the total of xpOf.
 */
export function progressStats(events: readonly ProgressEvent[], now: Date, calendar?: StreakCalendar): ProgressStats {
  const today = turkeyDateOf(now);
  if (today === null) throw new RangeError('Not a time: now');
  const distinct = dedupeEvents(events);
  const lessons = new Set<string>();
  const activeDates: string[] = [];
  let minutes = 0;
  for (const event of distinct) {
    const date = turkeyDateOf(event.at);
    if (date === null) continue;
    activeDates.push(date);
    if (LESSON_KINDS.has(event.kind)) lessons.add(`${event.kind}\u0000${event.refId}`);
    const spent = event.minutes;
    if (typeof spent === 'number' && Number.isFinite(spent) && spent > 0) minutes += Math.min(spent, MAX_MINUTES_PER_EVENT);
  }
  const { current, longest } = streaksOf(activeDates, today, calendar);
  return {
    completedLessons: lessons.size,
    totalMinutes: Math.round(minutes),
    currentStreak: current,
    longestStreak: longest,
    xp: xpOf(distinct, now).total,
  };
}
