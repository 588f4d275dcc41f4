import { describe, expect, it } from 'vitest';
import { MEDIA, degreesToRadians, displacement, findMedium, periodOf, sampleWave, slowMotionFactor, superpose, waveSpeed, wavelengthOf } from './wave.ts';

describe('wave relations', () => {
  it('v = f·λ and T = 1/f', () => {
    expect(waveSpeed(440, 0.78)).toBeCloseTo(343.2, 10);
    expect(wavelengthOf(343, 440)).toBeCloseTo(0.7795, 4);
    expect(periodOf(4)).toBe(0.25);
    expect(periodOf(440)).toBeCloseTo(0.0022727, 7);
  });

  it('in one medium a higher frequency means a shorter wavelength, with the speed unchanged', () => {
    const air = findMedium('air');
    const low = wavelengthOf(air.speed, 220);
    const high = wavelengthOf(air.speed, 440);
    expect(high).toBeCloseTo(low / 2, 12);
    expect(waveSpeed(220, low)).toBeCloseTo(waveSpeed(440, high), 10);
    expect(findMedium('rope').speed).toBe(10);
    expect(findMedium('nowhere')).toBe(MEDIA[0]);
  });
});

describe('displacement and superposition', () => {
  const wave = { amplitude: 2, frequency: 1, wavelength: 4, phase: 0 };

  it('follows y = A·sin(2π(x/λ − f·t) + φ)', () => {
    expect(displacement(wave, 0, 0)).toBeCloseTo(0, 12);
    expect(displacement(wave, 1, 0)).toBeCloseTo(2, 12);
    expect(displacement(wave, 3, 0)).toBeCloseTo(-2, 12);
    // One period later the wave looks the same.
    expect(displacement(wave, 1.3, periodOf(1))).toBeCloseTo(displacement(wave, 1.3, 0), 12);
    // A crest moves forward by v·t = 4 m/s × 0,25 s = 1 m.
    expect(displacement(wave, 2, 0.25)).toBeCloseTo(2, 12);
  });

  it('in phase adds, opposite phase cancels', () => {
    const opposite = { ...wave, phase: degreesToRadians(180) };
    expect(superpose([wave, wave], 1, 0)).toBeCloseTo(4, 12);
    for (const x of [0, 0.5, 1, 2.7]) expect(superpose([wave, opposite], x, 0.3)).toBeCloseTo(0, 12);
  });

  it('samples the visible stretch', () => {
    const points = sampleWave([wave], 12, 0, 12);
    expect(points).toHaveLength(13);
    expect(points[1]![0]).toBe(1);
    expect(points[1]![1]).toBeCloseTo(2, 12);
  });

  it('slows fast waves down for the eye', () => {
    expect(slowMotionFactor(0.5)).toBe(1);
    expect(slowMotionFactor(440)).toBeCloseTo(1 / 440, 12);
  });
});
