import type { ClockSpec, ClockTask } from '../../content/manipulativeTypes.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/*
 * An analogue clock whose hands turn together, as a real clock's do: the time is the number of minutes
 * after 12.00 (0 to 719); the minute hand shows its minutes, the hour hand creeps on between the
 * numbers as the minutes pass.
 */

export const HALF_DAY = 12 * 60;

export type ClockFeedback = 'minute' | 'hour';

/** Minutes after 12.00 of a time on the clock: 3.30 → 210; 12.15 → 15. */
export const clockMinutes = (hour: number, minute: number): number => ((((hour % 12) * 60 + minute) % HALF_DAY) + HALF_DAY) % HALF_DAY;

/** The hour the clock shows (1 to 12) and the minutes past it. */
export function clockTime(total: number): { hour: number; minute: number } {
  const wrapped = ((total % HALF_DAY) + HALF_DAY) % HALF_DAY;
  const hour = Math.floor(wrapped / 60);
  return { hour: hour === 0 ? 12 : hour, minute: wrapped % 60 };
}

/** Where a task wants the hands. */
export const clockAnswer = (task: ClockTask): number =>
  task.kind === 'set' ? clockMinutes(task.hour, task.minute) : clockMinutes(task.from.hour, task.from.minute + task.minutes);

/** A set task starts at 12.00 (at 3.00 if 12.00 is the answer), a later task at its `from` time. */
export function initialClock(task: ClockTask): number {
  if (task.kind === 'later') return clockMinutes(task.from.hour, task.from.minute);
  return clockAnswer(task) === 0 ? clockMinutes(3, 0) : 0;
}

/** Turn the hands on by `minutes` (back if negative); the hour hand follows. */
export const turnClock = (total: number, minutes: number): number => (((total + minutes) % HALF_DAY) + HALF_DAY) % HALF_DAY;

/**
 * Put the minute hand on `minute`, turning forwards or back the shorter way, so the hour hand follows as
 * on a real clock (dragging the minute hand past 12 moves into the next hour).
 */
export function setMinuteHand(total: number, minute: number): number {
  const { minute: now } = clockTime(total);
  let delta = (((minute - now) % 60) + 60) % 60;
  if (delta > 30) delta -= 60;
  return turnClock(total, delta);
}

/** Put the hour hand on `hour` (1 to 12), keeping the minutes. */
export const setHourHand = (total: number, hour: number): number => clockMinutes(hour, clockTime(total).minute);

/** The minute a point of the face stands for, `degrees` clockwise from 12, snapped to `step` minutes. */
export const minuteAt = (degrees: number, step: number): number => (Math.round((((degrees % 360) + 360) % 360) / 6 / step) * step) % 60;

/** The hour number nearest a point of the face, `degrees` clockwise from 12. */
export function hourAt(degrees: number): number {
  const hour = Math.round((((degrees % 360) + 360) % 360) / 30) % 12;
  return hour === 0 ? 12 : hour;
}

export function checkClock(task: ClockTask, total: number): Verdict<ClockFeedback> {
  const answer = clockAnswer(task);
  if (total === answer) return correct;
  return total % 60 !== answer % 60 ? wrong('minute') : wrong('hour');
}

/** Whether the task can be set with this clock's steps. */
export function clockTaskFits(task: ClockTask, spec: Pick<ClockSpec, 'minuteStep'>): boolean {
  const times = task.kind === 'set' ? [task] : [task.from];
  const fits = times.every(
    ({ hour, minute }) => Number.isInteger(hour) && hour >= 1 && hour <= 12 && minute >= 0 && minute < 60 && minute % spec.minuteStep === 0,
  );
  return fits && (task.kind === 'set' || (task.minutes > 0 && task.minutes % spec.minuteStep === 0));
}

// Turkish case endings after an hour written in digits (vowel harmony and the buffer y): 12’yi, 1’i, 2’yi, 3’ü …
const ACCUSATIVE = ['yi', 'i', 'yi', 'ü', 'ü', 'i', 'yı', 'yi', 'i', 'u', 'u', 'i'];
// … and 12’ye, 1’e, 2’ye, 3’e …
const DATIVE = ['ye', 'e', 'ye', 'e', 'e', 'e', 'ya', 'ye', 'e', 'a', 'a', 'e'];

/** "3’ü" (accusative: "3’ü çeyrek geçiyor") and "4’e" (dative: "4’e çeyrek var") for the hours 1 to 12. */
export function hourWithCase(hour: number, grammaticalCase: 'accusative' | 'dative'): string {
  const ending = (grammaticalCase === 'accusative' ? ACCUSATIVE : DATIVE)[hour % 12] ?? '';
  return `${hour}’${ending}`;
}
