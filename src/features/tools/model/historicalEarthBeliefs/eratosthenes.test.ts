import { describe, expect, it } from 'vitest';
import { circumference, parsePositive, relativeError, shadowAngle } from './eratosthenes.ts';

describe('Eratosthenes', () => {
  it('turns 7.2° and 800 km into 40 000 km', () => {
    expect(circumference(7.2, 800)).toBeCloseTo(40_000, 6);
    // His own figures: 7.2° (1/50 of a circle) and 5000 stadia → 250 000 stadia.
    expect(circumference(7.2, 5000)).toBeCloseTo(250_000, 6);
  });

  it('finds ≈ 7.2° from a 1 m stick and a 0.126 m shadow', () => {
    expect(shadowAngle(1, 0.126)).toBeCloseTo(7.18, 2);
    expect(Math.abs(shadowAngle(1, 0.126) - 7.2)).toBeLessThan(0.05);
    expect(shadowAngle(1, 1)).toBeCloseTo(45, 10);
    expect(shadowAngle(2, 0)).toBe(0);
  });

  it('compares with today’s value', () => {
    expect(relativeError(40_075)).toBe(0);
    expect(relativeError(circumference(shadowAngle(1, 0.126), 800))).toBeCloseTo(0.0007, 4);
  });

  it('reads Turkish and English decimals, rejects the rest', () => {
    expect(parsePositive('0,126')).toBe(0.126);
    expect(parsePositive(' 0.126 ')).toBe(0.126);
    expect(parsePositive('800')).toBe(800);
    expect(parsePositive('1 000')).toBe(1000);
    expect(parsePositive('0')).toBeNull();
    expect(parsePositive('-3')).toBeNull();
    expect(parsePositive('abc')).toBeNull();
    expect(parsePositive('')).toBeNull();
  });
});
