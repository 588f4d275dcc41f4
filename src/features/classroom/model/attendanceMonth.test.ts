import { describe, expect, it } from 'vitest';
import type { AttendanceMonth } from '@/shared/api/classroom.ts';
import {
  attendanceMonthCsv,
  attendanceMonthRows,
  closureOf,
  csvDayHead,
  dayHead,
  lastSchoolDay,
  monthTitle,
  shiftMonth,
  turkeyToday,
} from './attendanceMonth.ts';

const counts = { present: 0, absent: 0, late: 0, excused: 0 };
const MONTH: AttendanceMonth = {
  class_id: 1,
  month: '2025-10',
  days: ['2025-10-06', '2025-10-07', '2025-10-08'],
  closed_days: [
    { date: '2025-10-04', reason: 'weekend', label: null },
    { date: '2025-10-21', reason: 'school_day_off', label: 'Kar tatili' },
  ],
  students: [
    { id: 7, number: '12', full_name: 'Ada Yılmaz', marks: { '2025-10-06': 'present', '2025-10-07': 'late', '2025-10-08': 'present' }, counts },
    { id: 8, number: null, full_name: '=Can Demir', marks: { '2025-10-06': 'absent', '2025-10-08': 'excused' }, counts },
  ],
};

const LABELS = {
  number: 'Okul No',
  name: 'Ad Soyad',
  counts: { present: 'Var', absent: 'Yok', late: 'Geç', excused: 'İzinli' },
  marks: { present: 'V', absent: 'Y', late: 'G', excused: 'İ' },
};

describe('the month’s attendance table', () => {
  it('puts each student’s marks under the month’s days and counts them', () => {
    const [ada, can] = attendanceMonthRows(MONTH);
    expect(ada).toEqual({
      id: 7,
      number: '12',
      fullName: 'Ada Yılmaz',
      cells: ['present', 'late', 'present'],
      counts: { present: 2, absent: 0, late: 1, excused: 0 },
    });
    expect(can?.cells).toEqual(['absent', null, 'excused']);
    expect(can?.counts).toEqual({ present: 0, absent: 1, late: 0, excused: 1 });
  });

  it('writes a CSV with Turkish headers, a BOM, a column a day and the counts, names kept as text', () => {
    const csv = attendanceMonthCsv(MONTH, LABELS);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('"Okul No";"Ad Soyad";"06.10";"07.10";"08.10";"Var";"Yok";"Geç";"İzinli"');
    expect(lines[1]).toBe('"12";"Ada Yılmaz";"V";"G";"V";2;0;1;0');
    expect(lines[2]).toBe(`;"'=Can Demir";"Y";;"İ";0;1;0;1`);
    expect(lines).toHaveLength(4);
  });

  it('names months and days in Turkish and moves across years', () => {
    expect(monthTitle('2025-10')).toBe('Ekim 2025');
    expect(monthTitle('2026-02')).toBe('Şubat 2026');
    expect(dayHead('2025-10-06')).toBe('6 Pzt');
    expect(csvDayHead('2025-10-06')).toBe('06.10');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});

describe('which days take a register', () => {
  it('takes Turkey’s date, whatever the device’s zone', () => {
    expect(turkeyToday(new Date('2025-10-06T21:30:00Z'))).toBe('2025-10-07');
    expect(turkeyToday(new Date('2025-10-06T20:59:00Z'))).toBe('2025-10-06');
  });

  it('tells why a day is closed from the month the server sent, the school’s own days off included', () => {
    expect(closureOf('2025-10-21', MONTH)).toEqual({ reason: 'school_day_off', label: 'Kar tatili' });
    expect(closureOf('2025-10-06', MONTH)).toBeNull();
  });

  it('falls back on the national calendar for a month this device has not loaded', () => {
    expect(closureOf('2025-10-29', undefined)).toEqual({ reason: 'holiday', label: null });
    expect(closureOf('2025-11-01', MONTH)).toEqual({ reason: 'weekend', label: null });
    expect(closureOf('2025-10-22', undefined)).toBeNull();
  });

  it('takes a register on a weekday of a year whose MEB terms are missing, but not on its bayram', () => {
    expect(closureOf('2026-12-03', undefined)).toBeNull();
    expect(closureOf('2027-03-10', undefined)).toEqual({ reason: 'holiday', label: null });
  });

  it('offers the last school day when today has no register', () => {
    expect(lastSchoolDay('2025-10-05')).toBe('2025-10-03');
    expect(lastSchoolDay('2025-10-29')).toBe('2025-10-28');
    expect(lastSchoolDay('2025-10-22')).toBe('2025-10-22');
    // The school's snow day (from the month the server sent) is passed over too.
    expect(lastSchoolDay('2025-10-21', (day) => closureOf(day, MONTH))).toBe('2025-10-20');
  });
});
