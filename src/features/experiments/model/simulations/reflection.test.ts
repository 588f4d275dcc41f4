import { describe, expect, it } from 'vitest';
import { hitsTarget, rayPoint, reflectionAngle } from './reflection.ts';

describe('reflection on a plane mirror', () => {
  it('reflects at the angle it arrives', () => {
    for (const angle of [0, 15, 30, 45, 80]) expect(reflectionAngle(angle)).toBe(angle);
    expect(() => reflectionAngle(90)).toThrow(RangeError);
    expect(() => reflectionAngle(-5)).toThrow(RangeError);
  });

  it('draws the two rays as mirror images about the normal', () => {
    const incoming = rayPoint(30, 100, 'incoming');
    const reflected = rayPoint(30, 100, 'reflected');
    expect(incoming.x).toBeCloseTo(-50);
    expect(reflected.x).toBeCloseTo(50);
    expect(incoming.y).toBeCloseTo(reflected.y);
    expect(incoming.y).toBeCloseTo(-86.6, 1);
  });

  it('a ray along the normal comes straight back', () => {
    expect(rayPoint(0, 10, 'reflected')).toEqual({ x: 0, y: -10 });
  });

  it('hits a target only at the matching angle', () => {
    expect(hitsTarget(50, 50)).toBe(true);
    expect(hitsTarget(45, 50)).toBe(false);
  });
});
