import { describe, expect, it } from 'vitest';
import { LOADING_BAR_CAP, messageIndexAt, progressAt } from './loadingProgress.ts';

describe('loading progress', () => {
  it('starts at zero and grows over time', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(500)).toBeGreaterThan(0);
    expect(progressAt(1500)).toBeGreaterThan(progressAt(500));
  });

  it('never passes 95 %, however long loading takes', () => {
    expect(LOADING_BAR_CAP).toBe(95);
    for (const ms of [5000, 10_000, 60_000, 3_600_000, Number.MAX_SAFE_INTEGER]) expect(progressAt(ms)).toBe(95);
  });

  it('treats nonsense elapsed times as the start', () => {
    expect(progressAt(-5)).toBe(0);
    expect(progressAt(Number.NaN)).toBe(0);
  });

  it('rotates through all five messages in order and wraps around', () => {
    const seen = [0, 1200, 2400, 3600, 4800, 6000].map((ms) => messageIndexAt(ms, 5));
    expect(seen).toEqual([0, 1, 2, 3, 4, 0]);
    expect(messageIndexAt(1199, 5)).toBe(0);
  });
});
