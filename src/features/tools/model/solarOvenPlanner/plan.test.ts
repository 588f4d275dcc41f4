import { describe, expect, it } from 'vitest';
import { sunDay } from '../solarPosition.ts';
import { cookingWindow, expectedTemperature, reflectorAngle } from './plan.ts';

const ANKARA = { latitude: 39.93, longitude: 32.86 };

describe('cookingWindow', () => {
  it('cuts the day where the Sun crosses 40°', () => {
    const samples = [0, 20, 40, 60, 40, 20, 0].map((altitude, hour) => ({ hour: hour + 9, altitude }));
    expect(cookingWindow(samples)).toEqual({ start: 11, end: 13, peakHour: 12, peakAltitude: 60, lowSun: false, threshold: 40 });
    const between = [10, 30, 50, 30].map((altitude, hour) => ({ hour, altitude }));
    expect(cookingWindow(between)).toMatchObject({ start: 1.5, end: 2.5 });
  });

  it('falls back to the highest hours when the Sun stays low', () => {
    const winter = [0, 15, 25, 27, 25, 15, 0].map((altitude, hour) => ({ hour: hour + 9, altitude }));
    expect(cookingWindow(winter)).toMatchObject({ lowSun: true, threshold: 22, peakHour: 12 });
    expect(cookingWindow(winter)!.start).toBeCloseTo(10.7, 5);
    expect(cookingWindow([{ hour: 0, altitude: -10 }])).toBeNull();
    expect(cookingWindow([])).toBeNull();
  });

  it('gives Ankara a long June window and a short, low December one', () => {
    const june = cookingWindow(sunDay('2026-06-21', ANKARA, 5))!;
    expect(june.lowSun).toBe(false);
    // Spherical trigonometry: h = 40° at an hour angle of ±56.6° (±3 h 46 min) around solar noon (12:52).
    expect(june.start).toBeCloseTo(9.1, 1);
    expect(june.end).toBeCloseTo(16.6, 1);
    expect(Math.abs(june.peakAltitude - 73.5)).toBeLessThan(0.5);
    const december = cookingWindow(sunDay('2026-12-21', ANKARA, 5))!;
    expect(december.lowSun).toBe(true);
    expect(december.peakAltitude).toBeLessThan(27);
    expect(december.end - december.start).toBeLessThan(4);
  });
});

describe('reflectorAngle and expectedTemperature', () => {
  it('sets the lid to 45° + h/2', () => {
    expect(reflectorAngle(0)).toBe(45);
    expect(reflectorAngle(60)).toBe(75);
    expect(reflectorAngle(90)).toBe(90);
    expect(reflectorAngle(-10)).toBe(45);
  });

  it('expects hotter ovens under a higher Sun', () => {
    expect(expectedTemperature(70)).toEqual({ min: 70, max: 95 });
    expect(expectedTemperature(45)).toEqual({ min: 55, max: 80 });
    expect(expectedTemperature(30).max).toBeLessThan(expectedTemperature(45).max);
    expect(expectedTemperature(10).max).toBeLessThanOrEqual(45);
  });
});
