import { describe, expect, it } from 'vitest';
import { confirmFailure, currentBudget, isLocked, lockoutEnd, releaseTry, reserveTry, unlocked, type BudgetState } from './pictureCodeBudget.ts';
import { nextSchoolDayStart } from './schoolDay.ts';

const MINUTE = 60 * 1000;
const START = Date.parse('2026-12-03T06:00:00Z'); // 09:00 in Istanbul
const MAX = 5;

/** A wrong code at `now`: reserved, then confirmed. */
function wrong(state: BudgetState | undefined, now: number): { state: BudgetState; refusedFor?: number } {
  const verdict = reserveTry(state, MAX, now);
  if (!verdict.ok) return { state: verdict.state, refusedFor: verdict.retryAfterMs };
  return { state: confirmFailure(verdict.state, MAX, now) };
}

function wrongTimes(state: BudgetState | undefined, times: number, now: number): BudgetState | undefined {
  let current = state;
  for (let index = 0; index < times; index += 1) current = wrong(current, now).state;
  return current;
}

describe('lockoutEnd', () => {
  it('pauses 15 minutes, then an hour, then until the next school day', () => {
    expect(lockoutEnd(1, START)).toBe(START + 15 * MINUTE);
    expect(lockoutEnd(2, START)).toBe(START + 60 * MINUTE);
    expect(lockoutEnd(3, START)).toBe(nextSchoolDayStart(START));
    expect(lockoutEnd(7, START)).toBe(nextSchoolDayStart(START));
  });
});

describe('a picture-code budget', () => {
  it('counts a try when it starts, so tries still being checked fill it too', () => {
    let state: BudgetState | undefined;
    for (let index = 0; index < MAX; index += 1) {
      const verdict = reserveTry(state, MAX, START);
      expect(verdict.ok).toBe(true);
      state = verdict.state;
    }
    expect(reserveTry(state, MAX, START)).toMatchObject({ ok: false, retryAfterMs: 1000 });
  });

  it('locks on the last wrong code, and each lock-out of the day lasts longer', () => {
    let state = wrongTimes(undefined, MAX, START);
    expect(state && isLocked(state, START)).toBe(true);
    expect(wrong(state, START + MINUTE).refusedFor).toBe(14 * MINUTE);

    const second = START + 15 * MINUTE;
    state = wrongTimes(state, MAX, second);
    expect(state?.level).toBe(2);
    expect(wrong(state, second).refusedFor).toBe(60 * MINUTE);

    const third = second + 60 * MINUTE;
    state = wrongTimes(state, MAX, third);
    expect(state?.lockedUntil).toBe(nextSchoolDayStart(third));
    expect(state?.failuresToday).toBe(3 * MAX);
  });

  it('starts the ladder afresh on the next school day', () => {
    const state = wrongTimes(wrongTimes(wrongTimes(undefined, MAX, START), MAX, START + 15 * MINUTE), MAX, START + 75 * MINUTE);
    const tomorrow = nextSchoolDayStart(START);
    const fresh = currentBudget(state, tomorrow);
    expect(fresh).toMatchObject({ level: 0, failuresToday: 0, failures: 0, lockedUntil: null });
    expect(wrongTimes(fresh, MAX, tomorrow)?.lockedUntil).toBe(tomorrow + 15 * MINUTE);
  });

  it('forgets wrong codes once their window is over', () => {
    const state = wrongTimes(undefined, MAX - 1, START);
    expect(currentBudget(state, START + 15 * MINUTE)).toMatchObject({ failures: 0, failuresToday: MAX - 1 });
  });

  it('gives a right code its place back; only a child forgives their own slips', () => {
    const slips = wrongTimes(undefined, 3, START);
    const reserved = reserveTry(slips, MAX, START);
    if (!reserved.ok) throw new Error('expected room');
    expect(releaseTry(reserved.state)).toMatchObject({ failures: 3, failuresToday: 3 });
    expect(releaseTry(reserved.state, true)).toMatchObject({ failures: 0, failuresToday: 3 });
  });

  it('is unlocked by the teacher, and guessing on goes up the ladder', () => {
    const locked = wrongTimes(undefined, MAX, START);
    const open = locked && unlocked(locked);
    expect(open).toMatchObject({ lockedUntil: null, failures: 0, failuresToday: 0, level: 1 });
    expect(wrongTimes(open, MAX, START)?.lockedUntil).toBe(START + 60 * MINUTE);
  });
});
