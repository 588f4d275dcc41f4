import { describe, expect, it } from 'vitest';
import { schoolCalendarOf } from './schoolDays.ts';
import { streaksOf } from './streak.ts';

describe('streaksOf (school days of 2025/26)', () => {
  it('is nothing without activity', () => {
    expect(streaksOf([], '2025-10-06')).toEqual({ current: 0, longest: 0 });
  });

  it('stays across a Saturday and Sunday', () => {
    // Thursday, Friday, then Monday
    expect(streaksOf(['2025-10-02', '2025-10-03', '2025-10-06'], '2025-10-06')).toEqual({ current: 3, longest: 3 });
  });

  it('is alive today before today’s activity, and over the weekend', () => {
    const days = ['2025-10-02', '2025-10-03'];
    expect(streaksOf(days, '2025-10-04').current).toBe(2); // Saturday
    expect(streaksOf(days, '2025-10-05').current).toBe(2); // Sunday
    expect(streaksOf(days, '2025-10-06').current).toBe(2); // Monday, nothing done yet
  });

  it('ends once a school day passes without activity', () => {
    expect(streaksOf(['2025-10-02', '2025-10-03'], '2025-10-07')).toEqual({ current: 0, longest: 2 });
  });

  it('is broken by a missed school day', () => {
    // Monday and Wednesday: Tuesday was missed
    expect(streaksOf(['2025-10-06', '2025-10-08'], '2025-10-08')).toEqual({ current: 1, longest: 1 });
  });

  it('stays across the first mid-term break (10–14 Kasım 2025)', () => {
    const days = ['2025-11-05', '2025-11-06', '2025-11-07', '2025-11-17'];
    expect(streaksOf(days, '2025-11-17')).toEqual({ current: 4, longest: 4 });
    expect(streaksOf(days.slice(0, 3), '2025-11-17').current).toBe(3);
  });

  it('stays across the semester break', () => {
    expect(streaksOf(['2026-01-15', '2026-01-16', '2026-02-02'], '2026-02-02').current).toBe(3);
  });

  it('stays across 29 Ekim and needs the 28 Ekim half day', () => {
    expect(streaksOf(['2025-10-27', '2025-10-28', '2025-10-30'], '2025-10-30').current).toBe(3);
    expect(streaksOf(['2025-10-27', '2025-10-30'], '2025-10-30').current).toBe(1);
  });

  it('stays across a religious holiday', () => {
    // Tuesday (arife), Wednesday–Friday Kurban Bayramı, then Monday
    expect(streaksOf(['2026-05-25', '2026-05-26', '2026-06-01'], '2026-06-01').current).toBe(3);
  });

  it('does not count activity on days without school', () => {
    // Friday, Saturday, Sunday, Monday: two school days
    expect(streaksOf(['2025-10-03', '2025-10-04', '2025-10-05', '2025-10-06'], '2025-10-06').current).toBe(2);
    // Only weekend and break days
    expect(streaksOf(['2025-10-04', '2025-11-12'], '2025-11-15')).toEqual({ current: 0, longest: 0 });
  });

  it('lasts through the summer holiday', () => {
    expect(streaksOf(['2026-06-25', '2026-06-26'], '2026-08-15').current).toBe(2);
  });

  it('tells the longest from the current', () => {
    const longRun = ['2025-10-06', '2025-10-07', '2025-10-08', '2025-10-09', '2025-10-10', '2025-10-13'];
    const shortRun = ['2025-10-20', '2025-10-21'];
    expect(streaksOf([...shortRun, ...longRun], '2025-10-21')).toEqual({ current: 2, longest: 6 });
    expect(streaksOf([...shortRun, ...longRun], '2025-10-22')).toEqual({ current: 2, longest: 6 });
    expect(streaksOf([...shortRun, ...longRun], '2025-10-23')).toEqual({ current: 0, longest: 6 });
  });

  it('ignores days after today, repeats and strings that are not days', () => {
    expect(streaksOf(['2025-10-06', '2025-10-06', '2025-10-07', 'dün', '2025-10-09'], '2025-10-07')).toEqual({
      current: 2,
      longest: 2,
    });
  });

  it('counts activity on the weekdays of a year whose terms are unknown, and a missed one never breaks it', () => {
    // 2027/28: Friday 2027-10-01, (Monday 10-04 missed), Tuesday 10-05
    expect(streaksOf(['2027-09-30', '2027-10-01', '2027-10-05'], '2027-10-05').current).toBe(3);
    expect(streaksOf(['2027-09-30', '2027-10-01'], '2027-10-06').current).toBe(2);
  });

  it("holds over the school's snow day", () => {
    // Tuesday 2025-12-02 was a snow day: Monday and Wednesday make one run
    const snowy = schoolCalendarOf([{ start: '2025-12-02', end: '2025-12-02' }]);
    expect(streaksOf(['2025-12-01', '2025-12-03'], '2025-12-03', snowy)).toEqual({ current: 2, longest: 2 });
    expect(streaksOf(['2025-12-01', '2025-12-03'], '2025-12-03')).toEqual({ current: 1, longest: 1 });
  });

  it("does not count activity on the school's day off", () => {
    const snowy = schoolCalendarOf([{ start: '2025-12-02', end: '2025-12-02' }]);
    expect(streaksOf(['2025-12-01', '2025-12-02', '2025-12-03'], '2025-12-03', snowy).current).toBe(2);
  });

  it('accepts another calendar', () => {
    const everyDay = { closedReason: () => null };
    expect(streaksOf(['2025-10-03', '2025-10-04', '2025-10-05'], '2025-10-05', everyDay).current).toBe(3);
  });

  it('refuses a today that is not a day', () => {
    expect(() => streaksOf([], 'bugün')).toThrow(RangeError);
  });
});
