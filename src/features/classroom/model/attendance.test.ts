import { describe, expect, it } from 'vitest';
import { ATTENDANCE_STATUSES, type AttendanceSheet, type AttendanceStatus } from '@/shared/api/classroom.ts';
import { attendanceSummary, isValidLessonDate, mergeSheet, nextAttendanceStatus } from './attendance.ts';

describe('nextAttendanceStatus', () => {
  it('cycles present → absent → late → excused → present', () => {
    const seen: AttendanceStatus[] = ['present'];
    for (let tap = 0; tap < 4; tap += 1) seen.push(nextAttendanceStatus(seen.at(-1) ?? 'present'));
    expect(seen).toEqual(['present', 'absent', 'late', 'excused', 'present']);
  });

  it('marks a student not marked yet as present', () => {
    expect(nextAttendanceStatus(undefined)).toBe('present');
  });

  it('reaches every status', () => {
    expect(new Set(ATTENDANCE_STATUSES.map(nextAttendanceStatus))).toEqual(new Set(ATTENDANCE_STATUSES));
  });
});

describe('attendanceSummary', () => {
  it('counts each status', () => {
    expect(
      attendanceSummary([
        { student_id: 1, status: 'present' },
        { student_id: 2, status: 'absent' },
        { student_id: 3, status: 'present' },
        { student_id: 4, status: 'excused' },
      ]),
    ).toEqual({ present: 2, absent: 1, late: 0, excused: 1 });
    expect(attendanceSummary([])).toEqual({ present: 0, absent: 0, late: 0, excused: 0 });
  });
});

describe('mergeSheet', () => {
  const server: AttendanceSheet = {
    class_id: 5,
    date: '2025-11-24',
    version: 3,
    updated_at: '2025-11-24T08:40:00.000Z',
    records: [
      { student_id: 4, status: 'present' },
      { student_id: 2, status: 'present' },
      { student_id: 7, status: 'late' },
    ],
  };

  it('shows local marks over the server’s, in the server’s order, keeping its version', () => {
    const merged = mergeSheet(server, { 2: 'absent', 7: 'late' });
    expect(merged.records).toEqual([
      { student_id: 4, status: 'present' },
      { student_id: 2, status: 'absent' },
      { student_id: 7, status: 'late' },
    ]);
    expect(merged.version).toBe(3);
    expect(merged.class_id).toBe(5);
    expect(merged.date).toBe('2025-11-24');
  });

  it('adds students the server has no mark for, by id', () => {
    const merged = mergeSheet(server, { 12: 'excused', 9: 'absent' });
    expect(merged.records.slice(3)).toEqual([
      { student_id: 9, status: 'absent' },
      { student_id: 12, status: 'excused' },
    ]);
  });

  it('returns the server’s records untouched without local marks and changes neither input', () => {
    const local = { 2: 'absent' as const };
    const before = structuredClone(server);
    expect(mergeSheet(server, {}).records).toEqual(server.records);
    mergeSheet(server, local);
    expect(server).toEqual(before);
    expect(local).toEqual({ 2: 'absent' });
  });

  it('fills an empty sheet (version 0) from local marks alone', () => {
    const empty: AttendanceSheet = { ...server, version: 0, updated_at: null, records: [] };
    expect(mergeSheet(empty, { 3: 'present', 1: 'absent' })).toEqual({
      ...empty,
      records: [
        { student_id: 1, status: 'absent' },
        { student_id: 3, status: 'present' },
      ],
    });
  });
});

describe('isValidLessonDate', () => {
  it.each(['2025-11-24', '2024-02-29', '2025-12-31', '2026-01-01'])('accepts %s', (value) => {
    expect(isValidLessonDate(value)).toBe(true);
  });

  it.each(['2025-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-11-00', '2025-11-4', '25-11-24', '2025/11/24', '2025-11-24T00:00', ' 2025-11-24', ''])(
    'refuses %s',
    (value) => {
      expect(isValidLessonDate(value)).toBe(false);
    },
  );
});
