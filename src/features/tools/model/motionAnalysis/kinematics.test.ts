import { describe, expect, it } from 'vitest';
import { displacementAt, distanceAt, motionKind, positionAt, positionExtent, sampleMotion, turningTime, velocityAt, velocityExtent } from './kinematics.ts';

describe('kinematics', () => {
  it('uniform motion: x = x₀ + v·t', () => {
    const car = { x0: 0, v0: 15, a: 0 };
    expect(positionAt(car, 4)).toBe(60);
    expect(velocityAt(car, 4)).toBe(15);
    expect(motionKind(car, 10)).toBe('uniform');
  });

  it('free fall from rest: 4,9 m after 1 s, 19,6 m/s after 2 s (g = 9,8 m/s²)', () => {
    const stone = { x0: 0, v0: 0, a: 9.8 };
    expect(positionAt(stone, 1)).toBeCloseTo(4.9, 10);
    expect(velocityAt(stone, 2)).toBeCloseTo(19.6, 10);
    expect(positionAt(stone, 3)).toBeCloseTo(44.1, 10);
  });

  it('textbook example: v₀ = 10 m/s, a = 2 m/s², t = 5 s → x = 75 m, v = 20 m/s', () => {
    const motion = { x0: 0, v0: 10, a: 2 };
    expect(positionAt(motion, 5)).toBe(75);
    expect(velocityAt(motion, 5)).toBe(20);
    // v² = v₀² + 2·a·Δx
    expect(velocityAt(motion, 5) ** 2).toBeCloseTo(10 ** 2 + 2 * 2 * displacementAt(motion, 5), 10);
    expect(motionKind(motion, 10)).toBe('speeding-up');
  });

  it('braking and turning back: path length differs from displacement', () => {
    const motion = { x0: 5, v0: 10, a: -2 };
    expect(turningTime(motion)).toBe(5);
    expect(positionAt(motion, 5)).toBe(30);
    expect(positionAt(motion, 8)).toBe(21);
    expect(displacementAt(motion, 8)).toBe(16);
    expect(distanceAt(motion, 8)).toBe(34);
    expect(distanceAt(motion, 3)).toBe(21);
    expect(motionKind(motion, 10)).toBe('turning');
    expect(motionKind(motion, 4)).toBe('slowing-down');
    expect(positionExtent(motion, 10)).toEqual([5, 30]);
    expect(velocityExtent(motion, 10)).toEqual([-10, 10]);
  });

  it('samples the whole interval', () => {
    const samples = sampleMotion({ x0: 0, v0: 1, a: 0 }, 10, 10);
    expect(samples).toHaveLength(11);
    expect(samples[0]).toEqual({ t: 0, x: 0, v: 1 });
    expect(samples[10]).toEqual({ t: 10, x: 10, v: 1 });
    expect(motionKind({ x0: 0, v0: 0, a: 0 }, 10)).toBe('rest');
    expect(turningTime({ x0: 0, v0: 3, a: 1 })).toBeNull();
  });
});
