import { describe, expect, it } from 'vitest';
import { nextSchoolDayStart, schoolDayOf, tabletSessionEnd } from './schoolDay.ts';

// Türkiye keeps UTC+3 all year: 10:00 in Istanbul is 07:00Z.
const at = (iso: string) => Date.parse(iso);
const HOUR = 60 * 60 * 1000;

describe('schoolDayOf', () => {
  it('runs from 07:00 to the next 07:00 Istanbul time', () => {
    expect(schoolDayOf(at('2026-12-03T04:00:00Z'))).toBe('2026-12-03'); // 07:00 local
    expect(schoolDayOf(at('2026-12-03T03:59:59Z'))).toBe('2026-12-02'); // 06:59 local: still the day before
    expect(schoolDayOf(at('2026-12-03T20:59:00Z'))).toBe('2026-12-03'); // 23:59 local
    expect(schoolDayOf(at('2026-12-03T21:30:00Z'))).toBe('2026-12-03'); // 00:30 local on the 4th
  });
});

describe('nextSchoolDayStart', () => {
  it('is the next morning at 07:00 Istanbul time', () => {
    expect(nextSchoolDayStart(at('2026-12-03T12:00:00Z'))).toBe(at('2026-12-04T04:00:00Z'));
    expect(nextSchoolDayStart(at('2026-12-03T21:30:00Z'))).toBe(at('2026-12-04T04:00:00Z'));
    expect(nextSchoolDayStart(at('2026-12-04T04:00:00Z'))).toBe(at('2026-12-05T04:00:00Z'));
  });

  it('crosses a month’s and a year’s end', () => {
    expect(nextSchoolDayStart(at('2026-12-31T10:00:00Z'))).toBe(at('2027-01-01T04:00:00Z'));
    expect(nextSchoolDayStart(at('2027-02-28T10:00:00Z'))).toBe(at('2027-03-01T04:00:00Z'));
  });
});

describe('tabletSessionEnd', () => {
  it('gives eight hours when the school day lasts that long', () => {
    const start = at('2026-12-03T05:00:00Z'); // 08:00 local
    expect(tabletSessionEnd(start)).toBe(start + 8 * HOUR);
  });

  it('never passes 18:00 Istanbul time', () => {
    expect(tabletSessionEnd(at('2026-12-03T09:00:00Z'))).toBe(at('2026-12-03T15:00:00Z')); // 12:00 local → 18:00 local
    expect(tabletSessionEnd(at('2026-12-03T14:59:00Z'))).toBe(at('2026-12-03T15:00:00Z'));
  });

  it('gives an hour to a sign-in outside school hours', () => {
    const evening = at('2026-12-03T15:00:00Z'); // 18:00 local
    expect(tabletSessionEnd(evening)).toBe(evening + HOUR);
    const night = at('2026-12-03T23:00:00Z'); // 02:00 local
    expect(tabletSessionEnd(night)).toBe(night + HOUR);
  });
});
