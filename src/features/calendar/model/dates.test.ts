import { describe, expect, it } from 'vitest';
import { addDays, lastDayOfMonth, localDateTime, parseIsoDate, parseMonthKey, parseTime, shiftMonth, toIsoDate } from './dates.ts';

describe('calendar dates', () => {
  it('reads a day as local midnight and writes it back unchanged', () => {
    const date = parseIsoDate('2026-03-20');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(20);
    expect(date?.getHours()).toBe(0);
    expect(toIsoDate(date as Date)).toBe('2026-03-20');
  });

  it('refuses days that do not exist', () => {
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2026-3-1')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });

  it('rolls days over month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // The clocks change on 29 March in much of Europe: still one day per step.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('steps months and finds their last day', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', 12)).toBe('2027-03');
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2025-12')).toBe('2025-12-31');
    expect(parseMonthKey('2026-00')).toBeNull();
    expect(parseMonthKey('2026-3')).toBeNull();
  });

  it('reads 24-hour times', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('09:30')).toBe(570);
    expect(parseTime('23:59')).toBe(1439);
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('9:30')).toBeNull();
  });

  it('builds local instants', () => {
    const at = localDateTime('2026-03-20', '14:05');
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([2026, 2, 20, 14, 5]);
  });
});
