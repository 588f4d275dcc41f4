import type { Database } from 'better-sqlite3';
import { PICTURE_CODE_LIMITS, type ClassStudent, type PictureSignIn } from '../../../src/shared/api/classroom.ts';
import { confirmFailure, currentBudget, isLocked, releaseTry, reserveTry, unlocked, type BudgetState } from './pictureCodeBudget.ts';
import { nextSchoolDayStart, schoolDayOf } from './schoolDay.ts';

/**
 * Wrong picture codes, counted in the database per child, per tablet and per class. Together they
 * bound guessing: a child's budget keeps one code's tries few, a tablet's stops one device going
 * through a whole grade, and a class's holds however many tablets or addresses take part.
 */
type Scope = 'child' | 'tablet' | 'class';

const MAX: Record<Scope, number> = { child: PICTURE_CODE_LIMITS.perChild, tablet: PICTURE_CODE_LIMITS.perTablet, class: PICTURE_CODE_LIMITS.perClass };

/** What one sign-in try is counted under. A tablet is a school account at an address (a school's tablets share its one). */
export type TryKeys = { enrolmentId: number; classId: number; tabletAccountId: number; address: string };

type Row = {
  day: string;
  window_start: number;
  failures: number;
  failures_today: number;
  level: number;
  locked_until: number | null;
};

const toState = (row: Row): BudgetState => ({
  day: row.day,
  windowStart: row.window_start,
  failures: row.failures,
  failuresToday: row.failures_today,
  level: row.level,
  lockedUntil: row.locked_until,
});

function load(db: Database, scope: Scope, key: string): BudgetState | undefined {
  const row = db
    .prepare<[Scope, string], Row>(
      'SELECT day, window_start, failures, failures_today, level, locked_until FROM picture_code_budgets WHERE scope = ? AND key = ?',
    )
    .get(scope, key);
  return row && toState(row);
}

function save(db: Database, scope: Scope, key: string, state: BudgetState): void {
  db.prepare(
    `INSERT INTO picture_code_budgets (scope, key, day, window_start, failures, failures_today, level, locked_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (scope, key) DO UPDATE SET day = excluded.day, window_start = excluded.window_start, failures = excluded.failures,
       failures_today = excluded.failures_today, level = excluded.level, locked_until = excluded.locked_until`,
  ).run(scope, key, state.day, state.windowStart, state.failures, state.failuresToday, state.level, state.lockedUntil);
}

/**
 * Budgets of past school days with no lock-out left tell nothing any more: a child's count goes with
 * the next day's first try anywhere, and the table stays as small as a day's tries.
 */
function forgetPastDays(db: Database, now: number): void {
  db.prepare('DELETE FROM picture_code_budgets WHERE day < ? AND (locked_until IS NULL OR locked_until <= ?)').run(schoolDayOf(now), now);
}

const keysOf = (keys: TryKeys): [Scope, string][] => [
  ['child', String(keys.enrolmentId)],
  ['tablet', `${keys.tabletAccountId}@${keys.address}`],
  ['class', String(keys.classId)],
];

export type TryRefusal = { scope: Scope; retryAfterSeconds: number; untilNextSchoolDay: boolean };

/** A try counted under all three budgets; settle it once with the code's verdict. */
export type HeldTry = { failed(): void; succeeded(): void };

/**
 * Counts a try before the code is checked. Nothing is counted when any budget is paused or full;
 * the refusal names the budget that keeps the caller waiting longest.
 */
export function reservePictureCodeTry(db: Database, keys: TryKeys, now: number): HeldTry | TryRefusal {
  const scoped = keysOf(keys);
  const held = db.transaction((): HeldTry | TryRefusal => {
    forgetPastDays(db, now);
    const verdicts = scoped.map(([scope, key]) => ({ scope, key, verdict: reserveTry(load(db, scope, key), MAX[scope], now) }));
    const refusals = verdicts.flatMap(({ scope, verdict }) => (verdict.ok ? [] : [{ scope, wait: verdict.retryAfterMs }]));
    const longest = refusals.sort((a, b) => b.wait - a.wait)[0];
    if (longest) {
      return {
        scope: longest.scope,
        retryAfterSeconds: Math.max(1, Math.ceil(longest.wait / 1000)),
        untilNextSchoolDay: now + longest.wait === nextSchoolDayStart(now),
      };
    }
    for (const { scope, key, verdict } of verdicts) save(db, scope, key, verdict.state);
    return { failed: () => settle(true), succeeded: () => settle(false) };
  });

  let settled = false;
  const settle = (failed: boolean) => {
    if (settled) return;
    settled = true;
    db.transaction(() => {
      for (const [scope, key] of scoped) {
        const state = currentBudget(load(db, scope, key), now);
        save(db, scope, key, failed ? confirmFailure(state, MAX[scope], now) : releaseTry(state, scope === 'child'));
      }
    })();
  };
  return held();
}

/** The class's teacher lets a child in again: the child's pause and the class's end, and their counts start over. */
export function unlockChild(db: Database, classId: number, enrolmentId: number, now: number): void {
  db.transaction(() => {
    for (const [scope, key] of [
      ['child', String(enrolmentId)],
      ['class', String(classId)],
    ] as const) {
      const stored = load(db, scope, key);
      if (stored) save(db, scope, key, unlocked(currentBudget(stored, now)));
    }
  })();
}

/** Adds each child's picture sign-in state for the class's staff: today's wrong codes, and until when they cannot sign in (their own pause or the class's). */
export function withPictureSignIn(db: Database, classId: number, students: ClassStudent[], now: number): ClassStudent[] {
  const classState = currentBudget(load(db, 'class', String(classId)), now);
  return students.map((student) => {
    const own = currentBudget(load(db, 'child', String(student.id)), now);
    const until = Math.max(isLocked(own, now) ? (own.lockedUntil ?? 0) : 0, isLocked(classState, now) ? (classState.lockedUntil ?? 0) : 0);
    const picture_sign_in: PictureSignIn = { failures_today: own.failuresToday, locked_until: until > 0 ? new Date(until).toISOString() : null };
    return { ...student, picture_sign_in };
  });
}
