import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimit.ts';

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (seconds: number) => (time += seconds * 1000) };
}

describe('createRateLimiter', () => {
  it('lets max requests through per window, then says how many seconds remain', () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ max: 3, windowSeconds: 600 }, now);
    expect([1, 2, 3].map(() => limiter.take('a'))).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(600);
    advance(599.5);
    expect(limiter.take('a')).toBe(1);
    advance(0.5);
    expect(limiter.take('a')).toBe(0);
  });

  it('counts every key on its own', () => {
    const { now } = clock();
    const limiter = createRateLimiter({ max: 1, windowSeconds: 60 }, now);
    expect(limiter.take('10.0.0.1 POST /a')).toBe(0);
    expect(limiter.take('10.0.0.1 POST /b')).toBe(0);
    expect(limiter.take('10.0.0.2 POST /a')).toBe(0);
    expect(limiter.take('10.0.0.1 POST /a')).toBeGreaterThan(0);
  });

  it('tracks at most maxKeys keys, forgetting the oldest window first', () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ max: 1, windowSeconds: 600 }, now, 100);
    for (let index = 0; index < 10_000; index += 1) {
      limiter.take(`adres-${index}`);
      advance(0.01);
    }
    expect(limiter.size()).toBe(100);
    // The newest keys are still counted; the oldest were forgotten.
    expect(limiter.take('adres-9999')).toBeGreaterThan(0);
    expect(limiter.take('adres-0')).toBe(0);
  });
});
