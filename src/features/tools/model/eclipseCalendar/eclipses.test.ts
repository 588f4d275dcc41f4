import { describe, expect, it } from 'vitest';
import { findCity } from '../turkishCities.ts';
import { formatTurkeyDate, turkeyDateKey } from '../turkeyTime.ts';
import { lunarEclipsesBetween, solarEclipsesBetween, upcomingEclipses, type LunarEclipse, type SolarEclipse } from './eclipses.ts';
import { localLunarCircumstances, localSolarCircumstances } from './local.ts';

const START = new Date('2025-06-01T00:00:00Z');
const ANKARA = findCity(6);
const MUGLA = findCity(48);

const byDay = <T extends { peak: Date }>(list: readonly T[], dateKey: string): T => {
  const found = list.find((eclipse) => turkeyDateKey(eclipse.peak) === dateKey);
  if (!found) throw new Error(`no eclipse on ${dateKey}`);
  return found;
};

describe('upcomingEclipses (checked against the NASA eclipse catalogue)', () => {
  const all = upcomingEclipses(START, 10);
  const solar = all.filter((e): e is SolarEclipse => e.body === 'sun');
  const lunar = all.filter((e): e is LunarEclipse => e.body === 'moon');

  it('covers ten years, in date order', () => {
    expect(all[0]!.peak.getTime()).toBeGreaterThanOrEqual(START.getTime());
    expect(all.at(-1)!.peak.getTime()).toBeLessThan(new Date('2035-06-01T00:00:00Z').getTime());
    expect(all.map((e) => e.peak.getTime())).toEqual([...all.map((e) => e.peak.getTime())].sort((a, b) => a - b));
    // Two to five solar eclipses a year, and a similar number of lunar ones.
    expect(solar.length).toBeGreaterThanOrEqual(20);
    expect(lunar.length).toBeGreaterThanOrEqual(20);
  });

  it('finds the total solar eclipse of 12 August 2026', () => {
    const eclipse = byDay(solar, '2026-08-12');
    expect(eclipse.kind).toBe('total');
    expect(formatTurkeyDate(eclipse.peak)).toBe('12 Ağustos 2026');
    expect(Math.abs(eclipse.peak.getTime() - Date.parse('2026-08-12T17:46:00Z'))).toBeLessThan(5 * 60_000);
  });

  it('finds the annular eclipse of 6 February 2027 and the total eclipse of 2 August 2027', () => {
    expect(byDay(solar, '2027-02-06').kind).toBe('annular');
    expect(byDay(solar, '2027-08-02').kind).toBe('total');
  });

  it('finds the total lunar eclipses of 7 September 2025 (peak about 18:11 UTC) and 3 March 2026', () => {
    const september = byDay(lunar, '2025-09-07');
    expect(september.kind).toBe('total');
    expect(Math.abs(september.peak.getTime() - Date.parse('2025-09-07T18:11:00Z'))).toBeLessThan(5 * 60_000);
    // Totality lasted 82 minutes.
    expect(september.semiDurations.total * 2).toBeGreaterThan(78);
    expect(september.semiDurations.total * 2).toBeLessThan(86);
    expect(byDay(lunar, '2026-03-03').kind).toBe('total');
    expect(byDay(lunar, '2026-08-28').kind).toBe('partial');
  });

  it('recognises hybrid eclipses (NASA: 20 April 2023 and 14 November 2031)', () => {
    expect(byDay(solarEclipsesBetween(new Date('2023-04-01'), new Date('2023-05-01')), '2023-04-20').kind).toBe('hybrid');
    const eclipses2031 = solarEclipsesBetween(new Date('2031-01-01'), new Date('2032-01-01'));
    expect(byDay(eclipses2031, '2031-11-15').kind).toBe('hybrid');
    expect(byDay(solar, '2026-08-12').kind).not.toBe('hybrid');
  });

  it('lists penumbral lunar eclipses too', () => {
    expect(lunarEclipsesBetween(new Date('2027-01-01'), new Date('2028-01-01')).map((e) => e.kind)).toContain('penumbral');
  });
});

describe('local circumstances', () => {
  it('shows the 7 September 2025 total lunar eclipse from Ankara with the Moon up at its peak', () => {
    const eclipse = byDay(lunarEclipsesBetween(START, new Date('2025-10-01')), '2025-09-07');
    const local = localLunarCircumstances(eclipse, ANKARA);
    expect(local.visibility).toBe('full');
    expect(local.contacts.map((c) => c.id)).toEqual(['penumbralBegin', 'partialBegin', 'totalBegin', 'peak', 'totalEnd', 'partialEnd', 'penumbralEnd']);
    expect(local.contacts.find((c) => c.id === 'peak')!.altitude).toBeGreaterThan(10);
  });

  it('hides the 3 March 2026 lunar eclipse, which happens in Türkiye’s daytime', () => {
    const eclipse = byDay(lunarEclipsesBetween(START, new Date('2026-04-01')), '2026-03-03');
    expect(localLunarCircumstances(eclipse, ANKARA).visibility).toBe('none');
  });

  it('sees 2 August 2027 as a deep partial eclipse, deeper in the south-west than in Ankara', () => {
    const solar = solarEclipsesBetween(new Date('2026-06-01'), new Date('2027-12-31'));
    const index = solar.findIndex((e) => turkeyDateKey(e.peak) === '2027-08-02');
    const ankara = localSolarCircumstances(solar, ANKARA)[index]!;
    const mugla = localSolarCircumstances(solar, MUGLA)[index]!;
    expect(ankara).toMatchObject({ visibility: 'full', localKind: 'partial' });
    expect(ankara.obscuration).toBeGreaterThan(0.5);
    expect(mugla.obscuration).toBeGreaterThan(0.7);
    expect(mugla.obscuration).toBeGreaterThan(ankara.obscuration);
    expect(ankara.contacts.map((c) => c.id)).toEqual(['partialBegin', 'peak', 'partialEnd']);
    expect(ankara.contacts[1]!.altitude).toBeGreaterThan(60);
  });

  it('marks the 12 August 2026 eclipse as not seen from Ankara (the Sun has set)', () => {
    const solar = solarEclipsesBetween(new Date('2026-06-01'), new Date('2027-12-31'));
    const index = solar.findIndex((e) => turkeyDateKey(e.peak) === '2026-08-12');
    expect(localSolarCircumstances(solar, ANKARA)[index]).toMatchObject({ visibility: 'none', localKind: null });
  });
});
