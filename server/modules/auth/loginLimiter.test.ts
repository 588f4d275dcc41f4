import { describe, expect, it } from 'vitest';
import { createLoginLimiter, IN_FLIGHT_WAIT_SECONDS, type Reservation } from './loginLimiter.ts';

const WINDOW = 900;

function limiterAt(start = 1_000_000) {
  let now = start;
  return { limiter: createLoginLimiter(WINDOW, () => now), advance: (seconds: number) => (now += seconds * 1000) };
}

const reserved = (result: Reservation | { wait: number }): Reservation => {
  if ('wait' in result) throw new Error(`Refused for ${result.wait} s`);
  return result;
};

describe('reserve', () => {
  it('counts attempts in flight: the sixth of a burst waits though none has failed yet', () => {
    const { limiter } = limiterAt();
    const burst = Array.from({ length: 5 }, () => limiter.reserve([{ key: 'a', max: 5 }]));
    expect(burst.every((each) => !('wait' in each))).toBe(true);
    expect(limiter.reserve([{ key: 'a', max: 5 }])).toEqual({ wait: IN_FLIGHT_WAIT_SECONDS });
  });

  it('keeps a failed attempt for the window, and frees a released one at once', () => {
    const { limiter, advance } = limiterAt();
    const attempts = Array.from({ length: 5 }, () => reserved(limiter.reserve([{ key: 'a', max: 5 }])));
    attempts.slice(0, 4).forEach((attempt) => attempt.fail());
    attempts[4]?.release();
    expect(limiter.retryAfter('a', 5)).toBe(0);
    reserved(limiter.reserve([{ key: 'a', max: 5 }])).fail();
    expect(limiter.retryAfter('a', 5)).toBe(WINDOW);
    advance(WINDOW + 1);
    expect(limiter.retryAfter('a', 5)).toBe(0);
  });

  it('counts under every key or none: a full key refuses without counting under the others', () => {
    const { limiter } = limiterAt();
    limiter.recordFailure('full');
    expect(
      limiter.reserve([
        { key: 'free', max: 1 },
        { key: 'full', max: 1 },
      ]),
    ).toEqual({ wait: WINDOW });
    expect(limiter.retryAfter('free', 1)).toBe(0);
  });

  it('settles once: a second fail or release changes nothing', () => {
    const { limiter } = limiterAt();
    const attempt = reserved(limiter.reserve([{ key: 'a', max: 2 }]));
    attempt.fail();
    attempt.fail();
    attempt.release();
    expect(limiter.retryAfter('a', 2)).toBe(0);
    expect(limiter.retryAfter('a', 1)).toBe(WINDOW);
  });

  it('survives a reset while attempts are in flight', () => {
    const { limiter } = limiterAt();
    const early = reserved(limiter.reserve([{ key: 'a', max: 2 }]));
    limiter.reset('a');
    early.release();
    expect(limiter.size()).toBe(0);
    reserved(limiter.reserve([{ key: 'a', max: 2 }])).fail();
    expect(limiter.retryAfter('a', 2)).toBe(0);
  });
});
