import { describe, expect, it } from 'vitest';
import { sunDay, sunEvents } from '../solarPosition.ts';
import { airMass, dailyEnergy, directNormalIrradiance, horizontalIrradiance, withIrradiance } from './irradiance.ts';

const ANKARA = { latitude: 39.93, longitude: 32.86 };

describe('Meinel clear-sky irradiance', () => {
  it('uses air mass 1/sin(h)', () => {
    expect(airMass(90)).toBeCloseTo(1, 10);
    expect(airMass(30)).toBeCloseTo(2, 10);
    expect(airMass(0)).toBe(Infinity);
  });

  it('gives 1361 · 0.7 ≈ 953 W/m² with the Sun overhead and nothing at night', () => {
    expect(directNormalIrradiance(90)).toBeCloseTo(952.7, 1);
    expect(horizontalIrradiance(90)).toBeCloseTo(952.7, 1);
    // AM 2: 1361 · 0.7^(2^0.678) ≈ 766 W/m² towards the Sun, half of it on flat ground.
    expect(directNormalIrradiance(30)).toBeCloseTo(1361 * 0.7 ** (2 ** 0.678), 6);
    expect(horizontalIrradiance(30)).toBeCloseTo(directNormalIrradiance(30) / 2, 6);
    expect(horizontalIrradiance(-5)).toBe(0);
  });

  it('is stronger at noon in June than in December in Ankara', () => {
    const june = sunEvents('2026-06-21', ANKARA);
    const december = sunEvents('2026-12-21', ANKARA);
    expect(Math.abs(june.noonAltitude - 73.5)).toBeLessThan(0.5);
    expect(Math.abs(december.noonAltitude - 26.6)).toBeLessThan(0.5);
    expect(horizontalIrradiance(june.noonAltitude)).toBeGreaterThan(850);
    expect(horizontalIrradiance(december.noonAltitude)).toBeLessThan(350);
  });

  it('adds up a day of sunlight on flat ground', () => {
    const june = dailyEnergy(withIrradiance(sunDay('2026-06-21', ANKARA)));
    const december = dailyEnergy(withIrradiance(sunDay('2026-12-21', ANKARA)));
    expect(june).toBeGreaterThan(6);
    expect(june).toBeLessThan(9);
    expect(december).toBeGreaterThan(1);
    expect(december).toBeLessThan(june / 3);
  });
});
