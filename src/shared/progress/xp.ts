import type { IsoDate } from './days.ts';
import { turkeyDateOf } from './schoolDays.ts';
import { DAILY_GOAL_XP, baseXp, ruleOf, type ProgressEvent } from './xpRules.ts';

/** Why an event earned what it earned: codes for the interface to word, not text. */
type XpReason =
  | 'earned'
  /** Earned only part: the day's cap for its kind was reached on the way. */
  | 'partlyCapped'
  /** Nothing: the day's cap for its kind was already reached. The thing can still earn another day. */
  | 'dailyCap'
  | 'notCorrect'
  /** Nothing: this question, experiment, homework or schedule item has earned XP before. */
  | 'alreadyEarned'
  /** Nothing: an unknown kind or a time that cannot be read. */
  | 'invalid';

type XpAward = { eventId: string; date: IsoDate | null; xp: number; reason: XpReason };

export type DailyGoalProgress = {
  date: IsoDate;
  xp: number;
  goal: number;
  /** 0…1, for a progress bar. */
  ratio: number;
  reached: boolean;
  remaining: number;
};

export type XpSummary = {
  total: number;
  /** XP earned per day in Turkey; days without XP are absent. */
  perDay: Readonly<Record<IsoDate, number>>;
  today: DailyGoalProgress;
  /** One per distinct event, in the order the rules judged them. */
  awards: readonly XpAward[];
};

type Dated = { event: ProgressEvent; ms: number };

/**
 * Distinct events in time order. The outbox may deliver an event twice and the server's copy
 * merges with the device's: the same id is the same event and counts once. Time order (then id,
 * so any input order gives the same answer) decides which of two answers to a question came first.
 */
export function dedupeEvents(events: readonly ProgressEvent[]): ProgressEvent[] {
  const timed: Dated[] = events.map((event) => ({ event, ms: instantOf(event.at) }));
  timed.sort((a, b) => a.ms - b.ms || compareIds(a.event.id, b.event.id));
  const seen = new Set<string>();
  const distinct: ProgressEvent[] = [];
  for (const { event } of timed) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    distinct.push(event);
  }
  return distinct;
}

const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

// Unreadable times sort last: they earn nothing but still need a stable place.
const instantOf = (at: string): number => (turkeyDateOf(at) === null ? Number.POSITIVE_INFINITY : Date.parse(at));

/**
 * XP of a student's events, judged in time order:
 * - each event id counts once (dedupeEvents);
 * - a question earns only for a correct answer, and only the first time: the same question id
 *   answered right again — today, tomorrow or in a year — earns nothing. Reviews are rewarded by
 *   mastery on the progress map, not by XP, so repeating a question is never a way to score;
 * - an experiment, homework or schedule item earns once, however often it is finished again;
 * - each kind earns at most its daily cap per day in Turkey; the event that crosses the cap earns
 *   the rest up to it. A thing that earned nothing because of the cap is not used up: finishing it
 *   on a later day still earns (the cap spreads work over days, it does not confiscate it).
 * `now` only says which day is today for the goal.
 */
export function xpOf(events: readonly ProgressEvent[], now: Date, dailyGoal: number = DAILY_GOAL_XP): XpSummary {
  const earnedRefs = new Set<string>();
  const perKindDay = new Map<string, number>();
  const perDay: Record<IsoDate, number> = {};
  const awards: XpAward[] = [];
  let total = 0;

  for (const event of dedupeEvents(events)) {
    const date = turkeyDateOf(event.at);
    const rule = ruleOf(event.kind);
    const award = (xp: number, reason: XpReason) => awards.push({ eventId: event.id, date, xp, reason });
    if (date === null || rule === null) {
      award(0, 'invalid');
      continue;
    }
    const value = baseXp(event);
    if (value === 0) {
      award(0, 'notCorrect');
      continue;
    }
    // Kind and ref together: a homework and a question may share an id in different tables.
    const refKey = `${event.kind}\u0000${event.refId}`;
    if (earnedRefs.has(refKey)) {
      award(0, 'alreadyEarned');
      continue;
    }
    const kindDay = `${event.kind}\u0000${date}`;
    const room = Math.max(0, rule.dailyCap - (perKindDay.get(kindDay) ?? 0));
    const xp = Math.min(value, room);
    if (xp === 0) {
      award(0, 'dailyCap');
      continue;
    }
    earnedRefs.add(refKey);
    perKindDay.set(kindDay, (perKindDay.get(kindDay) ?? 0) + xp);
    perDay[date] = (perDay[date] ?? 0) + xp;
    total += xp;
    award(xp, xp < value ? 'partlyCapped' : 'earned');
  }

  const today = turkeyDateOf(now);
  if (today === null) throw new RangeError('Not a time: now');
  return { total, perDay, today: goalProgress(today, perDay[today] ?? 0, dailyGoal), awards };
}

export function goalProgress(date: IsoDate, xp: number, goal: number): DailyGoalProgress {
  // A goal of 0 (switched off) counts as reached rather than dividing by zero.
  const ratio = goal > 0 ? Math.min(1, xp / goal) : 1;
  return { date, xp, goal, ratio, reached: xp >= goal, remaining: Math.max(0, goal - xp) };
}
