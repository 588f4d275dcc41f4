import { describe, expect, it } from 'vitest';
import { datesOfWeek, minutesOfDay, mondayOf, resolveWeek, shiftWeek, turkeyClockOf, turkeyInstant, weekTotal, weekdayOf } from './scheduleWeek.ts';

describe('weeks', () => {
  it('starts every week on Monday, across month and year ends', () => {
    expect(mondayOf('2025-11-05')).toBe('2025-11-03');
    expect(mondayOf('2025-11-03')).toBe('2025-11-03');
    expect(mondayOf('2025-11-09')).toBe('2025-11-03');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(weekdayOf('2025-11-09')).toBe(7);
    expect(datesOfWeek('2025-12-29')).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
  });

  it('moves a week back and forth', () => {
    expect(shiftWeek('2025-11-03', 1)).toBe('2025-11-10');
    expect(shiftWeek('2025-11-03', -1)).toBe('2025-10-27');
    expect(shiftWeek('2025-12-29', 1)).toBe('2026-01-05');
  });

  it('opens on the address’s week (any day of it), else this week in Turkey, the coming one at the weekend', () => {
    const wednesday = new Date('2025-11-05T10:00:00+03:00');
    expect(resolveWeek('2025-11-12', wednesday)).toBe('2025-11-10');
    expect(resolveWeek(undefined, wednesday)).toBe('2025-11-03');
    expect(resolveWeek('2025-02-30', wednesday)).toBe('2025-11-03');
    expect(resolveWeek(undefined, new Date('2025-11-08T10:00:00+03:00'))).toBe('2025-11-10');
    expect(resolveWeek(undefined, new Date('2025-11-09T23:30:00+03:00'))).toBe('2025-11-10');
    // 22:00 UTC on Sunday is already Monday 01:00 in Turkey.
    expect(resolveWeek(undefined, new Date('2025-11-09T22:00:00Z'))).toBe('2025-11-10');
    expect(resolveWeek(undefined, new Date('2025-11-07T20:59:00Z'))).toBe('2025-11-03');
  });
});

describe('Turkey clock', () => {
  it('reads times as Turkey’s, whatever the device’s zone', () => {
    expect(turkeyInstant('2025-11-05', '09:20')).toBe(Date.parse('2025-11-05T06:20:00Z'));
    expect(turkeyClockOf('2025-11-05T20:59:00Z')).toEqual({ date: '2025-11-05', time: '23:59' });
    expect(turkeyClockOf('2025-11-05T21:30:00Z')).toEqual({ date: '2025-11-06', time: '00:30' });
    expect(turkeyClockOf('dün')).toBeNull();
  });

  it('reads "HH:mm" only', () => {
    expect(minutesOfDay('09:20')).toBe(560);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect(minutesOfDay('9:20')).toBeNull();
    expect(minutesOfDay('24:00')).toBeNull();
  });

  it('adds the XP of a week’s seven days only', () => {
    expect(weekTotal({ '2025-11-02': 50, '2025-11-03': 10, '2025-11-09': 5, '2025-11-10': 7 }, '2025-11-03')).toBe(15);
  });
});
