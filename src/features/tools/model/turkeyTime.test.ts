import { describe, expect, it } from 'vitest';
import {
  formatHour,
  formatTurkeyDate,
  formatTurkeyTime,
  startOfTurkeyDay,
  turkeyDateKey,
  turkeyDayAt,
  turkeyHourOfDay,
  turkeyOffsetMinutes,
} from './turkeyTime.ts';

describe('turkeyTime', () => {
  it('uses UTC+3 since 2016 and summer time before it', () => {
    expect(turkeyOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(180);
    expect(turkeyOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(180);
    expect(turkeyOffsetMinutes(new Date('2010-01-15T12:00:00Z'))).toBe(120);
  });

  it('finds midnight of a Turkish day and times within it', () => {
    expect(startOfTurkeyDay('2026-06-21').toISOString()).toBe('2026-06-20T21:00:00.000Z');
    expect(turkeyDayAt('2026-06-21', 12.5).toISOString()).toBe('2026-06-21T09:30:00.000Z');
    expect(turkeyHourOfDay(new Date('2026-06-21T09:30:00Z'))).toBeCloseTo(12.5, 6);
  });

  it('names the Turkish day of a late UTC evening', () => {
    expect(turkeyDateKey(new Date('2025-09-07T22:30:00Z'))).toBe('2025-09-08');
  });

  it('formats in Turkish, in Turkey time', () => {
    expect(formatTurkeyTime(new Date('2025-09-07T18:11:00Z'))).toBe('21:11');
    expect(formatTurkeyDate(new Date('2026-08-12T17:45:00Z'))).toBe('12 Ağustos 2026');
    expect(formatHour(13.5)).toBe('13:30');
    expect(formatHour(6.999)).toBe('07:00');
  });
});
