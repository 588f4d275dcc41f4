import { describe, expect, it } from 'vitest';
import type { SchoolYearDates } from './schoolYearDates.ts';
import { closedReasonOf, isSchoolDay, schoolCalendarOf, schoolYearOf, spanLength, turkeyDateOf } from './schoolDays.ts';

describe('isSchoolDay with the 2025/26 calendar', () => {
  it('counts an ordinary week of the first term, not its weekend', () => {
    expect(isSchoolDay('2025-10-03')).toBe(true); // Friday
    expect(isSchoolDay('2025-10-04')).toBe(false); // Saturday
    expect(isSchoolDay('2025-10-05')).toBe(false); // Sunday
    expect(isSchoolDay('2025-10-06')).toBe(true); // Monday
  });

  it('starts with the first term and leaves the days before it out', () => {
    expect(isSchoolDay('2025-09-05')).toBe(false);
    expect(isSchoolDay('2025-09-08')).toBe(true);
  });

  it('closes for the whole first mid-term break (10–14 Kasım 2025)', () => {
    expect(isSchoolDay('2025-11-07')).toBe(true);
    for (const day of ['2025-11-10', '2025-11-11', '2025-11-12', '2025-11-13', '2025-11-14']) {
      expect(isSchoolDay(day), day).toBe(false);
    }
    expect(isSchoolDay('2025-11-17')).toBe(true);
  });

  it('closes for the semester break and opens with the second term', () => {
    expect(isSchoolDay('2026-01-16')).toBe(true);
    expect(isSchoolDay('2026-01-19')).toBe(false);
    expect(isSchoolDay('2026-01-30')).toBe(false);
    expect(isSchoolDay('2026-02-02')).toBe(true);
  });

  it('closes for a religious holiday but keeps its half-day eve (arife)', () => {
    expect(isSchoolDay('2026-05-26')).toBe(true); // Kurban Bayramı arifesi
    expect(isSchoolDay('2026-05-27')).toBe(false);
    expect(isSchoolDay('2026-05-29')).toBe(false);
    expect(isSchoolDay('2026-06-01')).toBe(true);
  });

  it('closes for the national holidays and keeps the 28 Ekim half day and commemorations', () => {
    expect(isSchoolDay('2026-04-22')).toBe(true);
    expect(isSchoolDay('2026-04-23')).toBe(false); // 23 Nisan
    expect(isSchoolDay('2026-04-24')).toBe(true);
    expect(isSchoolDay('2026-01-01')).toBe(false);
    expect(isSchoolDay('2026-05-01')).toBe(false);
    expect(isSchoolDay('2026-05-19')).toBe(false);
    expect(isSchoolDay('2025-10-28')).toBe(true); // arife: lessons in the morning
    expect(isSchoolDay('2025-10-29')).toBe(false);
    expect(isSchoolDay('2025-11-24')).toBe(true); // Öğretmenler Günü is a school day
  });

  it('has no school in the summer after the last term', () => {
    expect(isSchoolDay('2026-06-26')).toBe(true);
    expect(isSchoolDay('2026-06-29')).toBe(false);
    expect(isSchoolDay('2026-07-15')).toBe(false);
    expect(isSchoolDay('2026-08-31')).toBe(false);
  });

  it('counts the weekdays of a year it does not list (2027/28) except the national holidays', () => {
    expect(isSchoolDay('2027-10-05')).toBe(true);
    expect(isSchoolDay('2027-10-29')).toBe(false);
    expect(isSchoolDay('2027-10-02')).toBe(false); // Saturday
  });

  it('says why a day of a year whose terms are not published cannot be told, instead of guessing', () => {
    expect(closedReasonOf('2027-10-05')).toBe('unknown_year');
    expect(schoolCalendarOf([]).isOpen('2027-10-05')).toBe(false);
    expect(closedReasonOf('2027-10-29')).toBe('holiday');
    expect(closedReasonOf('2027-10-02')).toBe('weekend');
  });

  it('knows the bayrams of 2026/27 and 2027/28 from Diyanet’s calendar, though not their terms', () => {
    for (const day of ['2027-03-09', '2027-03-11', '2027-05-17', '2027-05-18', '2028-02-28', '2028-05-05', '2028-05-08']) {
      expect(closedReasonOf(day), day).toBe('holiday');
    }
    expect(closedReasonOf('2027-03-08')).toBe('unknown_year'); // arife: lessons in the morning
    expect(closedReasonOf('2027-03-12')).toBe('unknown_year');
  });

  it('says no to a string that is not a day', () => {
    expect(isSchoolDay('2026-02-30')).toBe(false);
    expect(isSchoolDay('yarın')).toBe(false);
  });
});

describe('isSchoolDay with other content', () => {
  const content: SchoolYearDates = {
    dated: [{ id: 'term', kind: 'term', start: '2030-09-09', end: '2031-06-20' }],
    annual: [{ id: 'later', kind: 'holiday', month: 9, day: 10, since: 2031 }],
  };

  it('observes an annual holiday only from its first year', () => {
    expect(isSchoolDay('2030-09-10', content)).toBe(true);
    expect(isSchoolDay('2031-09-10', content)).toBe(false);
  });

  it('uses the terms of the years it knows and opens no day elsewhere', () => {
    expect(isSchoolDay('2030-09-06', content)).toBe(false); // known year, before its term
    expect(isSchoolDay('2031-06-23', content)).toBe(false); // its summer
    expect(closedReasonOf('2030-09-06', [], content)).toBe('break');
    expect(closedReasonOf('2029-09-06', [], content)).toBe('unknown_year');
    expect(isSchoolDay('2029-09-06', content)).toBe(true); // unknown year: a weekday
  });
});

describe("a school's calendar", () => {
  const snowy = schoolCalendarOf([{ start: '2025-12-02', end: '2025-12-03' }]);

  it("closes on the school's own days off and names them", () => {
    expect(snowy.closedReason('2025-12-02')).toBe('school_day_off');
    expect(snowy.closedReason('2025-12-03')).toBe('school_day_off');
    expect(snowy.isOpen('2025-12-01')).toBe(true);
    expect(snowy.isOpen('2025-12-04')).toBe(true);
  });

  it("gives the national reason first (a weekend or holiday inside the school's span)", () => {
    const long = schoolCalendarOf([{ start: '2025-10-27', end: '2025-11-02' }]);
    expect(long.closedReason('2025-10-29')).toBe('holiday');
    expect(long.closedReason('2025-11-01')).toBe('weekend');
    expect(long.closedReason('2025-10-30')).toBe('school_day_off');
  });

  it('names breaks and the summer', () => {
    expect(snowy.closedReason('2025-11-12')).toBe('break');
    expect(snowy.closedReason('2026-07-06')).toBe('break');
  });
});

describe('spanLength', () => {
  it('counts both ends, and nothing for an end before the start or a day that is not real', () => {
    expect(spanLength({ start: '2025-12-02', end: '2025-12-02' })).toBe(1);
    expect(spanLength({ start: '2026-03-28', end: '2026-03-30' })).toBe(3);
    expect(spanLength({ start: '2026-01-01', end: '2026-04-30' })).toBe(120);
    expect(spanLength({ start: '2025-12-03', end: '2025-12-02' })).toBe(0);
    expect(spanLength({ start: '2025-02-30', end: '2025-03-02' })).toBe(0);
  });
});

describe('schoolYearOf', () => {
  it('runs from September to August', () => {
    expect(schoolYearOf('2025-09-01')).toBe(2025);
    expect(schoolYearOf('2026-08-31')).toBe(2025);
    expect(schoolYearOf('2026-09-01')).toBe(2026);
    expect(schoolYearOf('nope')).toBeNull();
  });
});

describe('turkeyDateOf', () => {
  it('reads instants in Turkey (UTC+3) whatever the device zone', () => {
    expect(turkeyDateOf('2025-11-06T21:30:00Z')).toBe('2025-11-07');
    expect(turkeyDateOf('2025-11-06T20:59:59.999Z')).toBe('2025-11-06');
    expect(turkeyDateOf('2025-11-07T00:10+03:00')).toBe('2025-11-07');
    expect(turkeyDateOf(new Date(Date.UTC(2025, 10, 6, 22, 0)))).toBe('2025-11-07');
  });

  it('takes a bare day as given and refuses what is not a time', () => {
    expect(turkeyDateOf('2025-11-07')).toBe('2025-11-07');
    expect(turkeyDateOf('2025-11-31')).toBeNull();
    expect(turkeyDateOf('2025-11-07T10:00')).toBeNull(); // no offset: the device's zone would decide
    expect(turkeyDateOf('dün')).toBeNull();
    expect(turkeyDateOf(new Date(Number.NaN))).toBeNull();
  });
});
