import { PICTURE_CODE_LIMITS } from '../../../src/shared/api/classroom.ts';
import { nextSchoolDayStart, schoolDayOf } from './schoolDay.ts';

/**
 * One budget of wrong picture codes (a child's, a tablet's or a class's), as plain data. A try is
 * counted when it starts (reserved), before the code is checked, so a burst sent in parallel meets
 * the limit as tries one at a time do; a right code gives its place back. When the last place goes
 * to a wrong code, sign-ins pause, and each pause of the same school day lasts longer.
 */
export type BudgetState = {
  /** The school day `level` and `failuresToday` count for. */
  day: string;
  windowStart: number;
  /** Wrong (and still unchecked) tries since windowStart. */
  failures: number;
  failuresToday: number;
  /** Lock-outs so far on `day`. */
  level: number;
  lockedUntil: number | null;
};

export type Verdict = { ok: true; state: BudgetState } | { ok: false; state: BudgetState; retryAfterMs: number };

const MINUTE_MS = 60 * 1000;
const WINDOW_MS = PICTURE_CODE_LIMITS.windowMinutes * MINUTE_MS;
/** A place held only by a try still being checked is free again within this. */
const IN_FLIGHT_MS = 1000;

/** The `level`-th lock-out of a school day (1 is the first): the listed steps, then until the next school day. */
export function lockoutEnd(level: number, now: number): number {
  const minutes = PICTURE_CODE_LIMITS.lockoutMinutes[level - 1];
  return minutes === undefined ? nextSchoolDayStart(now) : now + minutes * MINUTE_MS;
}

/** Where a budget stands at `now`: a new school day starts the ladder afresh, a window past its end is empty. */
export function currentBudget(state: BudgetState | undefined, now: number): BudgetState {
  const today = schoolDayOf(now);
  const base = state ?? { day: today, windowStart: now, failures: 0, failuresToday: 0, level: 0, lockedUntil: null };
  const sameDay = base.day === today ? base : { ...base, day: today, failuresToday: 0, level: 0 };
  const lockedUntil = sameDay.lockedUntil !== null && sameDay.lockedUntil > now ? sameDay.lockedUntil : null;
  const windowOver = now - sameDay.windowStart >= WINDOW_MS;
  return { ...sameDay, lockedUntil, ...(windowOver ? { windowStart: now, failures: 0 } : {}) };
}

export const isLocked = (state: BudgetState, now: number): boolean => state.lockedUntil !== null && state.lockedUntil > now;

/** Holds a place for a try, or says how long until one is free. */
export function reserveTry(state: BudgetState | undefined, max: number, now: number): Verdict {
  const current = currentBudget(state, now);
  if (current.lockedUntil !== null) return { ok: false, state: current, retryAfterMs: current.lockedUntil - now };
  // Full without a lock-out: the places are held by tries still being checked.
  if (current.failures >= max) return { ok: false, state: current, retryAfterMs: IN_FLIGHT_MS };
  const windowStart = current.failures === 0 ? now : current.windowStart;
  return { ok: true, state: { ...current, windowStart, failures: current.failures + 1, failuresToday: current.failuresToday + 1 } };
}

/** The reserved try was wrong: it stays counted, and if it took the last place the pause begins. */
export function confirmFailure(state: BudgetState, max: number, now: number): BudgetState {
  if (state.failures < max || isLocked(state, now)) return state;
  const level = state.level + 1;
  return { ...state, level, lockedUntil: lockoutEnd(level, now), failures: 0, windowStart: now };
}

/**
 * The reserved try was right: its place is free again. A tablet's and a class's earlier wrong tries
 * stay counted (one right code must not clear a burst of guesses); a child who got in may `forgive`
 * their own slips in the window, since only someone who knows the code can.
 */
export function releaseTry(state: BudgetState, forgive = false): BudgetState {
  const failures = forgive ? 0 : Math.max(0, state.failures - 1);
  return { ...state, failures, failuresToday: Math.max(0, state.failuresToday - 1) };
}

/** The teacher lifts the pause: the window and the day's count start over; the day's ladder stays, so guessing on resumes higher. */
export function unlocked(state: BudgetState): BudgetState {
  return { ...state, failures: 0, failuresToday: 0, lockedUntil: null };
}
