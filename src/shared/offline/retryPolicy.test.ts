import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackoffTimer } from './backoffTimer.ts';
import { answerVerdict, MAX_SERVER_FAILURES, retryDelay, RETRY_FIRST_DELAY_MS, RETRY_MAX_DELAY_MS } from './retryPolicy.ts';

describe('answerVerdict: one rule for both outboxes', () => {
  it.each([
    [undefined, 'later'],
    [0, 'later'],
    [200, 'sent'],
    [201, 'sent'],
    [202, 'sent'],
    [401, 'signIn'],
    [409, 'conflict'],
    [408, 'later'],
    [429, 'later'],
    [400, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [410, 'refused'],
    [422, 'refused'],
    [500, 'later'],
    [503, 'later'],
  ] as const)('%s → %s', (status, verdict) => {
    expect(answerVerdict(status)).toBe(verdict);
  });

  it('refuses at the fifth server failure, and never for a missing answer', () => {
    expect(answerVerdict(503, MAX_SERVER_FAILURES - 2)).toBe('later');
    expect(answerVerdict(503, MAX_SERVER_FAILURES - 1)).toBe('refused');
    expect(answerVerdict(undefined, 1000)).toBe('later');
    expect(answerVerdict(429, 1000)).toBe('later');
  });
});

describe('retryDelay', () => {
  it('doubles from 15 s and stays at 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000]);
    expect(retryDelay(-1)).toBe(RETRY_FIRST_DELAY_MS);
    expect(retryDelay(1_000)).toBe(RETRY_MAX_DELAY_MS);
  });
});

describe('createBackoffTimer', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks after growing waits, back to the shortest after a reset, and not at all once stopped', async () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const timer = createBackoffTimer(tick);
    timer.start();
    timer.start();
    await vi.advanceTimersByTimeAsync(15_000 - 1);
    expect(tick).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tick).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(tick).toHaveBeenCalledTimes(2);
    timer.reset();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(tick).toHaveBeenCalledTimes(3);
    timer.stop();
    expect(timer.armed).toBe(false);
    await vi.advanceTimersByTimeAsync(RETRY_MAX_DELAY_MS * 2);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('a reset while disarmed does not arm it', async () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const timer = createBackoffTimer(tick);
    timer.reset();
    expect(timer.armed).toBe(false);
    await vi.advanceTimersByTimeAsync(RETRY_MAX_DELAY_MS);
    expect(tick).not.toHaveBeenCalled();
  });
});
