import { describe, expect, it } from 'vitest';
import { BOX, PARTICLE_COUNT, PARTICLE_RADIUS, bounce, particlePosition, relativeSpeed, stateOfWater } from './particleStates.ts';

describe('particleStates', () => {
  it('names the state of water by temperature', () => {
    expect(stateOfWater(-10)).toBe('solid');
    expect(stateOfWater(0)).toBe('liquid');
    expect(stateOfWater(25)).toBe('liquid');
    expect(stateOfWater(99.9)).toBe('liquid');
    expect(stateOfWater(100)).toBe('gas');
  });

  it('makes particles faster when warmer', () => {
    expect(relativeSpeed(0)).toBeCloseTo(1, 9);
    // √(373,15 / 273,15) = 1,1688
    expect(relativeSpeed(100)).toBeCloseTo(1.1688, 4);
    expect(relativeSpeed(-40)).toBeLessThan(relativeSpeed(20));
  });

  it('bounces back and forth between the walls', () => {
    expect(bounce(30, 100)).toBe(30);
    expect(bounce(130, 100)).toBe(70);
    expect(bounce(230, 100)).toBe(30);
    expect(bounce(-30, 100)).toBe(30);
  });

  it('keeps every particle inside the box in every state', () => {
    for (const temperature of [-40, -5, 20, 90, 120, 140]) {
      for (let i = 0; i < PARTICLE_COUNT; i++) {
        for (const t of [0, 0.7, 3.3, 12]) {
          const { x, y } = particlePosition(i, t, temperature);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(BOX.width);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(BOX.height);
        }
      }
    }
  });

  it('keeps a solid particle near its place but lets a gas particle wander', () => {
    const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);
    expect(distance(particlePosition(3, 0, -20), particlePosition(3, 5, -20))).toBeLessThan(PARTICLE_RADIUS);
    const gasMoves = [0, 1, 2, 3, 4].some((i) => distance(particlePosition(i, 0, 120), particlePosition(i, 0.5, 120)) > 20);
    expect(gasMoves).toBe(true);
  });

  it('keeps the liquid in the lower part of the box', () => {
    for (let i = 0; i < PARTICLE_COUNT; i++) {
      expect(particlePosition(i, 2, 50).y).toBeGreaterThan(BOX.height / 2);
    }
  });
});
