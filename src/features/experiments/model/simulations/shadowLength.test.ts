import { describe, expect, it } from 'vitest';
import { SHADOW_BENCH, shadowOnScreen } from './shadowLength.ts';

describe('shadow on the screen', () => {
  it('follows similar triangles: shadow / card = screen distance / card distance', () => {
    expect(shadowOnScreen(10, 50, 100)).toEqual({ shadowHeightCm: 20, magnification: 2, fitsScreen: true });
    expect(shadowOnScreen(8, 25, 100).shadowHeightCm).toBe(32);
  });

  it('grows as the card moves towards the light and shrinks towards the screen', () => {
    const near = shadowOnScreen(10, 20).shadowHeightCm;
    const middle = shadowOnScreen(10, 50).shadowHeightCm;
    const far = shadowOnScreen(10, 90).shadowHeightCm;
    expect(near).toBeGreaterThan(middle);
    expect(middle).toBeGreaterThan(far);
    expect(far).toBeGreaterThan(10);
  });

  it('grows with the card', () => {
    expect(shadowOnScreen(16, 50).shadowHeightCm).toBeGreaterThan(shadowOnScreen(8, 50).shadowHeightCm);
  });

  it('says when the shadow is taller than the screen', () => {
    expect(shadowOnScreen(16, 20).fitsScreen).toBe(false);
    expect(shadowOnScreen(4, 90).fitsScreen).toBe(true);
    expect(SHADOW_BENCH.screenHeightCm).toBe(60);
  });

  it('rejects impossible set-ups', () => {
    expect(() => shadowOnScreen(10, 0)).toThrow(RangeError);
    expect(() => shadowOnScreen(10, 100)).toThrow(RangeError);
    expect(() => shadowOnScreen(0, 50)).toThrow(RangeError);
  });
});
