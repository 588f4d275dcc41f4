import { addDays, parseIsoDate, type IsoDate } from '@/shared/progress/days.ts';
import { turkeyDateOf } from '@/shared/progress/schoolDays.ts';

/*
 * The schedule's weeks and clock times are Turkey's: a lesson at 09:20 is 09:20 in the school, and
 * a child's device set to another zone must still see it start then. Turkey keeps UTC+3 all year
 * (as shared/progress/schoolDays.ts assumes), so a fixed offset is exact.
 */
const TURKEY_OFFSET = '+03:00';
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export function weekdayOf(day: IsoDate): IsoWeekday {
  const date = parseIsoDate(day);
  if (!date) throw new RangeError(`Not a date: ${day}`);
  return (((date.getDay() + 6) % 7) + 1) as IsoWeekday;
}

/** The Monday of the week a day falls in: the Turkish school week starts on Monday. */
export const mondayOf = (day: IsoDate): IsoDate => addDays(day, 1 - weekdayOf(day));

export const shiftWeek = (monday: IsoDate, weeks: number): IsoDate => addDays(monday, 7 * weeks);

/** Monday to Sunday of a week. */
export const datesOfWeek = (monday: IsoDate): IsoDate[] => Array.from({ length: 7 }, (_, index) => addDays(monday, index));

/** Today in Turkey. */
export function turkeyToday(now: Date): IsoDate {
  const today = turkeyDateOf(now);
  if (today === null) throw new RangeError('Not a time: now');
  return today;
}

/**
 * The week a screen opens on: the address's (the Monday of the day it names), else this week in
 * Turkey. On Saturday and Sunday the school week is over, so the coming one is what a child prepares for.
 */
export function resolveWeek(param: string | undefined, now: Date): IsoDate {
  if (param !== undefined && parseIsoDate(param)) return mondayOf(param);
  const today = turkeyToday(now);
  return weekdayOf(today) >= 6 ? shiftWeek(mondayOf(today), 1) : mondayOf(today);
}

/** Minutes after midnight of "HH:mm", or null. */
export function minutesOfDay(time: string): number | null {
  const match = HH_MM.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The instant of a Turkey clock time ("HH:mm") on a day, in ms. */
export function turkeyInstant(day: IsoDate, time: string): number {
  const ms = Date.parse(`${day}T${time}:00${TURKEY_OFFSET}`);
  if (!Number.isFinite(ms)) throw new RangeError(`Not a date and time: ${day} ${time}`);
  return ms;
}

/** The Turkey day and clock time ("HH:mm") of an instant, or null when it is not a time. */
export function turkeyClockOf(at: string): { date: IsoDate; time: string } | null {
  const date = turkeyDateOf(at);
  const ms = Date.parse(at);
  if (date === null || !Number.isFinite(ms)) return null;
  return { date, time: new Date(ms + TURKEY_OFFSET_MS).toISOString().slice(11, 16) };
}

/** XP earned on the days of a week (perDay as xpOf gives it). */
export function weekTotal(perDay: Readonly<Record<IsoDate, number>>, monday: IsoDate): number {
  return datesOfWeek(monday).reduce((sum, day) => sum + (perDay[day] ?? 0), 0);
}
