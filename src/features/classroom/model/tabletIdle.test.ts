import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, idlePhase, IDLE_LIMIT_MS, untilNextChange, type IdlePhase } from './tabletIdle.ts';

const MINUTE = 60_000;

describe('idlePhase', () => {
  it('is active for nine minutes, counts the last minute down in whole seconds, then expires', () => {
    expect(idlePhase(0, 0)).toEqual({ kind: 'active' });
    expect(idlePhase(0, 9 * MINUTE - 1)).toEqual({ kind: 'active' });
    expect(idlePhase(0, 9 * MINUTE)).toEqual({ kind: 'warning', secondsLeft: 60 });
    expect(idlePhase(0, 9 * MINUTE + 1)).toEqual({ kind: 'warning', secondsLeft: 60 });
    expect(idlePhase(0, 9 * MINUTE + 30_500)).toEqual({ kind: 'warning', secondsLeft: 30 });
    expect(idlePhase(0, IDLE_LIMIT_MS - 1)).toEqual({ kind: 'warning', secondsLeft: 1 });
    expect(idlePhase(0, IDLE_LIMIT_MS)).toEqual({ kind: 'expired' });
  });

  it('looks again when the warning can begin, then at each second boundary', () => {
    expect(untilNextChange(0, 0)).toBe(9 * MINUTE);
    expect(untilNextChange(0, 9 * MINUTE)).toBe(1000);
    expect(untilNextChange(0, 9 * MINUTE + 250)).toBe(750);
  });
});

describe('createIdleTimer', () => {
  let phases: IdlePhase[];
  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
  });
  afterEach(() => vi.useRealTimers());

  const start = () => createIdleTimer({ onPhase: (phase) => phases.push(phase) });

  it('warns after nine minutes untouched, counts down each second, and expires at ten', () => {
    start();
    vi.advanceTimersByTime(9 * MINUTE - 1);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(phases).toEqual([{ kind: 'warning', secondsLeft: 60 }]);
    vi.advanceTimersByTime(59_000);
    expect(phases.at(-1)).toEqual({ kind: 'warning', secondsLeft: 1 });
    vi.advanceTimersByTime(1000);
    expect(phases.at(-1)).toEqual({ kind: 'expired' });
    expect(phases).toHaveLength(61);
    vi.advanceTimersByTime(20 * MINUTE);
    expect(phases).toHaveLength(61);
  });

  it('starts the ten minutes again on every touch, and a touch during the count-down ends it', () => {
    const timer = start();
    vi.advanceTimersByTime(8 * MINUTE);
    timer.touch();
    vi.advanceTimersByTime(8 * MINUTE);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(1 * MINUTE + 10_000);
    expect(phases.at(-1)).toMatchObject({ kind: 'warning' });
    timer.touch();
    expect(phases.at(-1)).toEqual({ kind: 'active' });
    vi.advanceTimersByTime(9 * MINUTE - 1);
    expect(phases.at(-1)).toEqual({ kind: 'active' });
    vi.advanceTimersByTime(MINUTE + 1);
    expect(phases.at(-1)).toEqual({ kind: 'expired' });
  });

  it('runs again when touched after expiring, and stays silent once stopped', () => {
    const timer = start();
    vi.advanceTimersByTime(IDLE_LIMIT_MS);
    expect(phases.at(-1)).toEqual({ kind: 'expired' });
    timer.touch();
    expect(phases.at(-1)).toEqual({ kind: 'active' });
    vi.advanceTimersByTime(IDLE_LIMIT_MS);
    expect(phases.at(-1)).toEqual({ kind: 'expired' });
    const count = phases.length;
    timer.touch();
    timer.stop();
    vi.advanceTimersByTime(IDLE_LIMIT_MS);
    timer.touch();
    expect(phases).toHaveLength(count + 1);
  });
});
