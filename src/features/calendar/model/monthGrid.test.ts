import { describe, expect, it } from 'vitest';
import { gridRange, monthGrid } from './monthGrid.ts';
import { formatDaySpan, formatFullDate, formatMonth, formatMonthRange, weekdayNames, weekdayShortNames } from './format.ts';

describe('month grid', () => {
  it('lays out Şubat 2026 in exactly four Monday-first weeks', () => {
    // 1 February 2026 is a Sunday: the first row starts on Monday 26 January.
    const weeks = monthGrid('2026-02');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.map((day) => day.date)).toEqual(['2026-01-26', '2026-01-27', '2026-01-28', '2026-01-29', '2026-01-30', '2026-01-31', '2026-02-01']);
    expect(weeks[0]?.[6]).toMatchObject({ day: 1, inMonth: true, weekend: true });
    expect(weeks[0]?.[0]?.inMonth).toBe(false);
    expect(weeks[4]?.[5]).toMatchObject({ date: '2026-02-28', inMonth: true });
    expect(weeks[4]?.[6]).toMatchObject({ date: '2026-03-01', inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(28);
  });

  it('lays out Mart 2026 across six weeks', () => {
    // 1 March 2026 is a Sunday and 31 March a Tuesday.
    const weeks = monthGrid('2026-03');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]?.date).toBe('2026-02-23');
    expect(weeks[0]?.[6]?.date).toBe('2026-03-01');
    expect(weeks[5]?.[1]?.date).toBe('2026-03-31');
    expect(weeks[5]?.[6]?.date).toBe('2026-04-05');
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
    expect(gridRange('2026-03')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
  });

  it('starts on the 1st when the month starts on a Monday', () => {
    // 1 September 2025 was a Monday.
    expect(monthGrid('2025-09')[0]?.[0]).toMatchObject({ date: '2025-09-01', inMonth: true, weekend: false });
  });

  it('names days and months in Turkish', () => {
    expect(weekdayNames()).toEqual(['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']);
    expect(weekdayShortNames()[0]).toBe('Pzt');
    expect(formatMonth('2026-02')).toBe('Şubat 2026');
    expect(formatFullDate('2025-10-29')).toBe('29 Ekim 2025 Çarşamba');
    expect(formatDaySpan('2026-03-20', '2026-03-22')).toBe('20–22 Mart');
    expect(formatDaySpan('2025-09-08', '2026-01-16')).toBe('8 Eylül – 16 Ocak');
    expect(formatDaySpan('2026-04-23', '2026-04-23')).toBe('23 Nisan');
    expect(formatMonthRange('2026-03', '2026-05')).toBe('Mart – Mayıs 2026');
    expect(formatMonthRange('2025-12', '2026-02')).toBe('Aralık 2025 – Şubat 2026');
  });
});
