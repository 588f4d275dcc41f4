import { describe, expect, it } from 'vitest';
import { dissolvingSeconds, minutesAndSeconds, remainingFraction } from './dissolvingRate.ts';

describe('dissolvingRate model', () => {
  it('takes 8 minutes in still water at 20 °C', () => {
    expect(dissolvingSeconds(20, false)).toBe(480);
  });

  it('halves the time for every 20 °C warmer', () => {
    expect(dissolvingSeconds(40, false)).toBeCloseTo(240, 9);
    expect(dissolvingSeconds(60, false)).toBeCloseTo(120, 9);
    expect(dissolvingSeconds(80, false)).toBeCloseTo(60, 9);
    // 480 × 2^(−10/20) = 339,41
    expect(dissolvingSeconds(30, false)).toBeCloseTo(339.41, 2);
  });

  it('is four times faster when stirred', () => {
    expect(dissolvingSeconds(20, true)).toBe(120);
    expect(dissolvingSeconds(80, true)).toBeCloseTo(15, 9);
  });

  it('always gets faster as the water warms', () => {
    for (let t = 10; t < 80; t += 5) {
      expect(dissolvingSeconds(t + 5, false)).toBeLessThan(dissolvingSeconds(t, false));
    }
  });

  it('clamps temperatures to the model range', () => {
    expect(dissolvingSeconds(0, false)).toBe(dissolvingSeconds(10, false));
    expect(dissolvingSeconds(95, false)).toBe(dissolvingSeconds(80, false));
  });

  it('tracks what is left of the cube and formats minutes', () => {
    expect(remainingFraction(0, 120)).toBe(1);
    expect(remainingFraction(30, 120)).toBe(0.75);
    expect(remainingFraction(500, 120)).toBe(0);
    expect(minutesAndSeconds(339.41)).toEqual({ minutes: 5, seconds: 39 });
    expect(minutesAndSeconds(15)).toEqual({ minutes: 0, seconds: 15 });
  });
});
