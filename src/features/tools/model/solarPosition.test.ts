import { describe, expect, it } from 'vitest';
import { sunAltitude, sunDay, sunEvents } from './solarPosition.ts';
import { formatTurkeyTime } from './turkeyTime.ts';

const ANKARA = { latitude: 39.93, longitude: 32.86 };

describe('solarPosition', () => {
  it('puts the noon Sun over Ankara at 90 − 39.93 ± 23.44 degrees on the solstices', () => {
    expect(sunEvents('2026-06-21', ANKARA).noonAltitude).toBeGreaterThan(73.51 - 0.5);
    expect(sunEvents('2026-06-21', ANKARA).noonAltitude).toBeLessThan(73.51 + 0.5);
    expect(Math.abs(sunEvents('2026-12-21', ANKARA).noonAltitude - 26.63)).toBeLessThan(0.5);
    // Equinox: 90 − latitude.
    expect(Math.abs(sunEvents('2026-03-20', ANKARA).noonAltitude - 50.07)).toBeLessThan(0.5);
  });

  it('finds solar noon near 12:55 in Ankara (UTC+3, 32.86° E) and a day length that fits the season', () => {
    const june = sunEvents('2026-06-21', ANKARA);
    expect(formatTurkeyTime(june.noon)).toMatch(/^12:(4\d|5\d)$/);
    const dayHours = (june.sunset!.getTime() - june.sunrise!.getTime()) / 3_600_000;
    expect(dayHours).toBeGreaterThan(14.8);
    expect(dayHours).toBeLessThan(15.2);
  });

  it('samples a day from midnight to midnight with the Sun below the horizon at night', () => {
    const day = sunDay('2026-06-21', ANKARA, 60);
    expect(day).toHaveLength(25);
    expect(day[0]!.altitude).toBeLessThan(0);
    expect(Math.max(...day.map((s) => s.altitude))).toBeGreaterThan(72);
    expect(sunAltitude(new Date('2026-06-21T00:00:00Z'), ANKARA)).toBeLessThan(0);
  });
});
