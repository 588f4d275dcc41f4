import { describe, expect, it } from 'vitest';
import { push } from './frictionRamp.ts';

describe('frictionRamp model', () => {
  it('needs more than μ · m · g to start the box', () => {
    // 5 kg on wood: 0,5 × 5 × 9,8 = 24,5 N
    expect(push('wood', 5, 24.5)).toMatchObject({
      moves: false,
      netForceN: 0,
      distanceM: 0,
    });
    expect(push('wood', 5, 24.5).maxStaticFrictionN).toBeCloseTo(24.5, 9);
    expect(push('wood', 5, 25).moves).toBe(true);
  });

  it('balances the push with friction while the box stays still', () => {
    const result = push('carpet', 5, 20);
    expect(result.moves).toBe(false);
    expect(result.frictionN).toBe(20);
  });

  it('moves easily on ice but not on sandpaper', () => {
    // ice: 0,1 × 5 × 9,8 = 4,9 N; sandpaper: 0,9 × 5 × 9,8 = 44,1 N
    expect(push('ice', 5, 10).moves).toBe(true);
    expect(push('sandpaper', 5, 40).moves).toBe(false);
    expect(push('sandpaper', 5, 40).maxStaticFrictionN).toBeCloseTo(44.1, 9);
  });

  it('computes the sliding motion', () => {
    // 2 kg on ice pushed with 10 N: sliding friction 0,8 × 0,1 × 2 × 9,8 = 1,568 N
    const result = push('ice', 2, 10);
    expect(result.frictionN).toBeCloseTo(1.568, 9);
    expect(result.netForceN).toBeCloseTo(8.432, 9);
    expect(result.accelerationMs2).toBeCloseTo(4.216, 9);
    // ½ · a · t² with t = 2 s
    expect(result.distanceM).toBeCloseTo(8.432, 9);
  });

  it('needs more push for a heavier box', () => {
    expect(push('wood', 2, 12).moves).toBe(true);
    expect(push('wood', 8, 12).moves).toBe(false);
  });

  it('treats a zero or negative push as no push', () => {
    expect(push('ice', 2, -5)).toMatchObject({ moves: false, frictionN: 0 });
  });
});
