import type { OutcomeMastery, ProgressEventRecord, XpFigures } from '../../../src/shared/api/progress.ts';
import { addDays, parseIsoDate, type IsoDate } from '../../../src/shared/progress/days.ts';
import { evidenceOf, xpEventOf } from '../../../src/shared/progress/events.ts';
import type { Evidence } from '../../../src/shared/progress/evidence.ts';
import { assessOutcome } from '../../../src/shared/progress/mastery.ts';
import { xpOf } from '../../../src/shared/progress/xp.ts';
import { DAILY_GOAL_XP } from '../../../src/shared/progress/xpRules.ts';
import type { StreakCalendar } from '../../../src/shared/progress/streak.ts';
import { progressStats, type ProgressStats } from '../../../src/shared/progress/xpStats.ts';

/** Outcome codes in programme order: F.5.10 after F.5.9, as the app's map lists them. */
export const byCode = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

export const evidenceOfStudent = (events: readonly ProgressEventRecord[], studentId: number): Evidence[] =>
  events.flatMap((event) => evidenceOf(event, studentId));

/** Monday of the week of a day (Turkey's weeks start on Monday). */
function mondayOf(day: IsoDate): IsoDate {
  const date = parseIsoDate(day);
  if (!date) throw new RangeError(`Not a date: ${day}`);
  return addDays(day, -((date.getDay() + 6) % 7));
}

export type StudentFigures = { stats: ProgressStats; xp: XpFigures };

/**
 * The docs/behaviour.md#data-kept-on-the-device stats and the XP figures of one student's events at `now`, by the shared rules; the
 * streak skips the days the student's school was closed (its calendar, the national one when none).
 */
export function figuresOf(events: readonly ProgressEventRecord[], now: Date, calendar?: StreakCalendar): StudentFigures {
  const xpEvents = events.map(xpEventOf);
  const summary = xpOf(xpEvents, now);
  const monday = mondayOf(summary.today.date);
  let week = 0;
  for (let offset = 0; offset < 7; offset += 1) week += summary.perDay[addDays(monday, offset)] ?? 0;
  return {
    stats: progressStats(xpEvents, now, calendar),
    xp: { total: summary.total, today: summary.today.xp, week, daily_goal: DAILY_GOAL_XP },
  };
}

/** The student's level on every outcome they have evidence for, in code order. */
export function masteryOf(evidence: readonly Evidence[], now: Date): OutcomeMastery[] {
  const byOutcome = new Map<string, Evidence[]>();
  for (const item of evidence) {
    const list = byOutcome.get(item.outcomeCode);
    if (list) list.push(item);
    else byOutcome.set(item.outcomeCode, [item]);
  }
  return [...byOutcome.keys()].sort(byCode).map((outcome) => {
    const assessment = assessOutcome(byOutcome.get(outcome) ?? [], now);
    return {
      outcome,
      level: assessment.level,
      due: assessment.due,
      answers: assessment.answers,
      correct: assessment.correct,
      last_at: assessment.lastAt,
    };
  });
}
