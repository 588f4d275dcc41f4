import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INITIAL_STOPWATCH,
  elapsed,
  formatDuration,
  lap,
  lapExtremes,
  lapRows,
  parseStopwatch,
  pause,
  reset,
  serializeStopwatch,
  start,
  statusOf,
  toggle,
} from './stopwatch.ts';

describe('stopwatch timing with a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('measures wall-clock time from timestamps', () => {
    let watch = start(INITIAL_STOPWATCH, Date.now());
    vi.advanceTimersByTime(1234);
    expect(elapsed(watch, Date.now())).toBe(1234);
    watch = pause(watch, Date.now());
    vi.advanceTimersByTime(5000);
    expect(elapsed(watch, Date.now())).toBe(1234);
    expect(statusOf(watch)).toBe('paused');
    watch = start(watch, Date.now());
    vi.advanceTimersByTime(766);
    expect(elapsed(watch, Date.now())).toBe(2000);
  });

  it('stays exact over a long run (no drift from tick counting)', () => {
    const watch = start(INITIAL_STOPWATCH, Date.now());
    vi.advanceTimersByTime(3 * 3600_000 + 25 * 60_000 + 7_890);
    expect(formatDuration(elapsed(watch, Date.now()))).toBe('3:25:07,89');
  });

  it('survives a reload: a saved running stopwatch keeps counting', () => {
    const saved = serializeStopwatch(lap(start(INITIAL_STOPWATCH, Date.now()), Date.now() + 1000));
    vi.advanceTimersByTime(60_000);
    const restored = parseStopwatch(saved);
    expect(statusOf(restored)).toBe('running');
    expect(elapsed(restored, Date.now())).toBe(60_000);
    expect(restored.laps).toEqual([1000]);
  });
});

describe('stopwatch rules', () => {
  it('starts, toggles and resets', () => {
    expect(statusOf(INITIAL_STOPWATCH)).toBe('idle');
    const running = toggle(INITIAL_STOPWATCH, 100);
    expect(statusOf(running)).toBe('running');
    expect(start(running, 500)).toBe(running);
    const paused = toggle(running, 400);
    expect(paused.banked).toBe(300);
    expect(reset()).toEqual(INITIAL_STOPWATCH);
  });

  it('never runs backwards when the clock is set back', () => {
    expect(elapsed(start(INITIAL_STOPWATCH, 10_000), 9_000)).toBe(0);
  });

  it('records laps only while running, with split and total', () => {
    let watch = start(INITIAL_STOPWATCH, 0);
    watch = lap(watch, 10_000);
    watch = lap(watch, 25_000);
    watch = pause(watch, 30_000);
    expect(lap(watch, 40_000)).toBe(watch);
    watch = lap(start(watch, 50_000), 58_000);
    expect(lapRows(watch.laps)).toEqual([
      { number: 3, split: 13_000, total: 38_000 },
      { number: 2, split: 15_000, total: 25_000 },
      { number: 1, split: 10_000, total: 10_000 },
    ]);
    expect(lapExtremes(lapRows(watch.laps))).toEqual({ fastest: 1, slowest: 2 });
    expect(lapExtremes(lapRows([5000]))).toBeNull();
  });
});

describe('formatDuration', () => {
  it('shows minutes, seconds and hundredths with a Turkish decimal comma', () => {
    expect(formatDuration(0)).toBe('00:00,00');
    expect(formatDuration(83_456)).toBe('01:23,45');
    expect(formatDuration(999)).toBe('00:00,99');
    expect(formatDuration(3_723_450)).toBe('1:02:03,45');
  });
});

describe('parseStopwatch', () => {
  it('falls back to a fresh stopwatch on bad data', () => {
    expect(parseStopwatch(null)).toEqual(INITIAL_STOPWATCH);
    expect(parseStopwatch('{')).toEqual(INITIAL_STOPWATCH);
    expect(parseStopwatch('{"runningSince":"x","banked":0,"laps":[]}')).toEqual(INITIAL_STOPWATCH);
    expect(parseStopwatch('{"runningSince":null,"banked":-5,"laps":[]}')).toEqual(INITIAL_STOPWATCH);
    expect(parseStopwatch('{"runningSince":null,"banked":5,"laps":["a"]}')).toEqual(INITIAL_STOPWATCH);
  });
});
