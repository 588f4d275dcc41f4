import { describe, expect, it } from 'vitest';
import { dateFormat, formatDate, formatDayTime, formatLongDate, formatNumber, formatPercent, formatRounded, numberFormat, type DateStyle } from './format.ts';

describe('formatNumber', () => {
  it.each([
    [22_900_000, undefined, '22.900.000'],
    [12.3456, undefined, '12,346'],
    [12.36, { maximumFractionDigits: 1 }, '12,4'],
    [12.5, { maximumFractionDigits: 0 }, '13'],
    [2.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, '2,50'],
    [1609.344, { maximumSignificantDigits: 3 }, '1.610'],
    [-1.25, { maximumFractionDigits: 1 }, '-1,3'],
  ])('writes %s with %o as %s', (value, options, expected) => {
    expect(formatNumber(value, options)).toBe(expected);
  });

  it('writes whole numbers exactly as Intl does, without building a formatter', () => {
    const intl = new Intl.NumberFormat('tr-TR');
    for (const value of [0, 7, 999, 1000, 1234, 12_345, 999_999, 1_000_000, -1, -1234, -1_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(formatNumber(value)).toBe(intl.format(value));
    }
  });

  it('reuses one formatter per set of options', () => {
    expect(numberFormat({ maximumFractionDigits: 2 })).toBe(numberFormat({ maximumFractionDigits: 2 }));
    expect(numberFormat({ maximumFractionDigits: 2 })).not.toBe(numberFormat({ maximumFractionDigits: 1 }));
    expect(numberFormat()).toBe(numberFormat({}));
  });
});

describe('formatRounded', () => {
  it.each([
    [1234.56, 1, '1.234,6'],
    [57.4, 0, '57'],
    [1.45, 1, '1,4'],
    [-0.04, 1, '0'],
    [-1.26, 1, '-1,3'],
  ])('writes %s with %s decimals as %s', (value, digits, expected) => {
    expect(formatRounded(value, digits)).toBe(expected);
  });

  it('keeps one decimal by default', () => {
    expect(formatRounded(3.14159)).toBe('3,1');
  });
});

describe('formatPercent', () => {
  it('puts the sign first and rounds to whole percents', () => {
    expect(formatPercent(0.573)).toBe('%57');
    expect(formatPercent(0.5734, 1)).toBe('%57,3');
  });
});

describe('formatLongDate', () => {
  it('writes the Turkish month name', () => {
    expect(formatLongDate('2025-06-01T12:00:00')).toBe('1 Haziran 2025');
  });

  it('writes every day of a year exactly as Intl does, without building a formatter', () => {
    const intl = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });
    for (let day = new Date(2024, 0, 1); day.getFullYear() === 2024; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
      expect(formatLongDate(day)).toBe(intl.format(day));
    }
    expect(formatLongDate('2026-11-27T23:30:00Z')).toBe(intl.format(new Date('2026-11-27T23:30:00Z')));
  });

  it('leaves a date it cannot write to Intl, which refuses it as before', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  // 24 November 2026, a Tuesday, 14:30 in Turkey.
  const at = new Date('2026-11-24T11:30:00Z');

  it.each<[DateStyle, string]>([
    ['dayMonth', '24 Kasım'],
    ['dayMonthYear', '24 Kasım 2026'],
    ['weekdayDayMonthYear', '24 Kasım 2026 Salı'],
    ['dayMonthTime', '24 Kasım 14:30'],
    ['dayMonthYearTime', '24 Kasım 2026 14:30'],
    ['weekdayDayMonthTime', '24 Kasım Salı 14:30'],
    ['weekdayDayMonthYearTime', '24 Kasım 2026 Salı 14:30'],
    ['shortDayMonthTime', '24 Kas 14:30'],
    ['shortDay', '24 Kas Sal'],
    ['dayShortWeekday', '24 Sal'],
    ['time', '14:30'],
    ['monthYear', 'Kasım 2026'],
    ['month', 'Kasım'],
    ['weekday', 'Salı'],
    ['weekdayShort', 'Sal'],
  ])('writes the %s style in Turkish', (style, expected) => {
    expect(formatDate(at, style, { timeZone: 'Europe/Istanbul' })).toBe(expected);
  });

  it('writes a UTC midnight as its own day in UTC, and a time on the clock of the zone asked for', () => {
    expect(formatDate(new Date(Date.UTC(2026, 9, 1)), 'monthYear', { timeZone: 'UTC' })).toBe('Ekim 2026');
    expect(formatDate(new Date(Date.UTC(2026, 9, 5)), 'dayShortWeekday', { timeZone: 'UTC' })).toBe('5 Pzt');
    expect(formatDate('2026-11-24T11:30:00Z', 'time', { timeZone: 'UTC' })).toBe('11:30');
    expect(formatDate(at.getTime(), 'time', { timeZone: 'Europe/Istanbul' })).toBe('14:30');
  });

  it('writes the device time without a zone, as a plain Intl formatter does', () => {
    const local = new Date(2026, 10, 24, 14, 30);
    expect(formatDate(local, 'dayMonthTime')).toBe('24 Kasım 14:30');
    expect(formatDayTime(local)).toBe('24 Kasım 14:30');
    expect(formatDate(local, 'weekdayDayMonthYear')).toBe(
      new Intl.DateTimeFormat('tr-TR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(local),
    );
  });

  it('refuses a date that is not one, as Intl does', () => {
    expect(() => formatDate('not a date', 'dayMonth')).toThrow(RangeError);
  });
});

describe('dateFormat', () => {
  it('reuses one formatter per style and zone', () => {
    expect(dateFormat('dayMonthTime', 'Europe/Istanbul')).toBe(dateFormat('dayMonthTime', 'Europe/Istanbul'));
    expect(dateFormat('dayMonthTime')).toBe(dateFormat('dayMonthTime'));
    expect(dateFormat('dayMonthTime', 'Europe/Istanbul')).not.toBe(dateFormat('dayMonthTime', 'UTC'));
    expect(dateFormat('dayMonthTime')).not.toBe(dateFormat('dayMonthTime', 'UTC'));
    expect(dateFormat('dayMonthTime', 'UTC')).not.toBe(dateFormat('dayMonthYearTime', 'UTC'));
  });

  it('keeps the zone it was made for', () => {
    expect(dateFormat('time', 'Europe/Istanbul').resolvedOptions().timeZone).toBe('Europe/Istanbul');
    expect(dateFormat('time', 'UTC').resolvedOptions().timeZone).toBe('UTC');
  });

  it('writes a range for the calendar', () => {
    expect(dateFormat('dayMonthYear', 'UTC').formatRange(new Date(Date.UTC(2025, 11, 2)), new Date(Date.UTC(2025, 11, 4)))).toBe('2–4 Aralık 2025');
  });
});
