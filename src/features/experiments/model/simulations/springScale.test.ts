import { describe, expect, it } from 'vitest';
import { SCALE_CAPACITY_N, STRETCH_PER_NEWTON, readScale, weightNewtons } from './springScale.ts';

describe('springScale model', () => {
  it('computes weight as m · g with g = 9,8 N/kg', () => {
    expect(weightNewtons(1000)).toBeCloseTo(9.8, 9);
    expect(weightNewtons(100)).toBeCloseTo(0.98, 9);
    expect(weightNewtons(500)).toBeCloseTo(4.9, 9);
    expect(weightNewtons(0)).toBe(0);
  });

  it('adds up the hung masses', () => {
    const reading = readScale([200, 100, 50]);
    expect(reading.massGrams).toBe(350);
    expect(reading.forceNewtons).toBeCloseTo(3.43, 9);
    expect(reading.stretch).toBeCloseTo(3.43 * STRETCH_PER_NEWTON, 9);
    expect(reading.overCapacity).toBe(false);
  });

  it('stretches twice as far for twice the mass', () => {
    expect(readScale([200]).stretch).toBeCloseTo(2 * readScale([100]).stretch, 9);
  });

  it('stops the pointer at the capacity and warns', () => {
    const reading = readScale([500, 500, 200]);
    expect(reading.forceNewtons).toBeCloseTo(11.76, 9);
    expect(reading.shownNewtons).toBe(SCALE_CAPACITY_N);
    expect(reading.overCapacity).toBe(true);
  });

  it('reads zero with nothing hung', () => {
    expect(readScale([])).toMatchObject({
      massGrams: 0,
      forceNewtons: 0,
      stretch: 0,
      overCapacity: false,
    });
  });
});
