import { describe, expect, it } from 'vitest';
import type { ClassGrade } from '../api/classroom.ts';
import type { ProgressEventRecord } from '../api/progress.ts';
import type { AnalyticsTerm } from '../api/schoolAnalytics.ts';
import { percentOf } from './percent.ts';
import type { AnalyticsAssignmentRow, AnalyticsClassRow, AnalyticsEnrolmentRow, AnalyticsKitOrderRow, AnalyticsRows } from './rows.ts';
import { schoolAnalytics } from './schoolAnalytics.ts';
import { findTerm } from './terms.ts';
import { unitOf } from './mastery.ts';

const SCHOOL = 'Atatürk Ortaokulu';
const OTHER = 'Cumhuriyet İlkokulu';
// Wednesday 15 October 2025, noon in Turkey: the week is 13–19 October, the first term is on.
const TODAY = '2025-10-15';
const NOW = Date.parse('2025-10-15T12:00:00+03:00');

function term(id: string): AnalyticsTerm {
  const found = findTerm(id, TODAY);
  if (!found) throw new Error(`No term ${id}`);
  return found;
}
const TERM_1 = term('term-1-2025');

const cls = (id: number, grade: ClassGrade, changes: Partial<AnalyticsClassRow> = {}): AnalyticsClassRow => ({
  id,
  name: `${grade}-${String.fromCharCode(64 + id)}`,
  subject: 'science',
  grade,
  status: 'active',
  school: SCHOOL,
  ...changes,
});

/** Enrolment `id` of user `id + 100` (null: a name without an account). */
const enrol = (id: number, class_id: number, user_id: number | null = id + 100): AnalyticsEnrolmentRow => ({ id, class_id, user_id, status: 'active' });

const homework = (id: number, class_id: number, changes: Partial<AnalyticsAssignmentRow> = {}): AnalyticsAssignmentRow => ({
  id,
  class_id,
  given_at: '2025-10-01T09:00:00+03:00',
  due_at: '2025-10-08T23:59:00+03:00',
  outcomes: [],
  audience: 'class',
  selected: [],
  ...changes,
});

let eventSerial = 0;
function event(user_id: number, at: string, changes: Partial<ProgressEventRecord> = {}): ProgressEventRecord {
  eventSerial += 1;
  return {
    id: `e${eventSerial}`,
    user_id,
    kind: 'scheduleItemDone',
    ref: `schedule:event/${eventSerial}`,
    outcomes: [],
    correct: null,
    mixed_review: false,
    difficulty: 'medium',
    minutes: null,
    on_time: null,
    at,
    received_at: at,
    ...changes,
  };
}

const answer = (user_id: number, at: string, outcome: string, correct: boolean, question: string) =>
  event(user_id, at, { kind: 'questionAnswered', ref: `question:shadow-size/${question}`, outcomes: [outcome], correct });

const finished = (user_id: number, experiment: string, at: string) =>
  event(user_id, at, { kind: 'experimentFinished', ref: `experiment:${experiment}`, outcomes: [] });

const delivered = (kit_id: string, quantity: number, at: string, school = SCHOOL): AnalyticsKitOrderRow => ({
  school,
  kit_id,
  quantity,
  timeline: [
    { status: 'ordered', at: '2025-09-01T10:00:00+03:00' },
    { status: 'shipped', at: '2025-09-03T10:00:00+03:00' },
    { status: 'delivered', at },
  ],
});

const rows = (given: Partial<AnalyticsRows>): AnalyticsRows => ({
  classes: [],
  enrolments: [],
  assignments: [],
  submissions: [],
  events: [],
  attendance: [],
  kit_orders: [],
  ...given,
});

const analytics = (given: Partial<AnalyticsRows>, period = TERM_1, kits?: Record<string, string[]>) => schoolAnalytics(rows(given), SCHOOL, period, NOW, kits);

describe('percentOf', () => {
  it('rounds to one decimal, half up, and has no rate without a whole', () => {
    expect([percentOf(1, 8), percentOf(2, 3), percentOf(1, 6), percentOf(1, 16), percentOf(0, 5), percentOf(5, 5)]).toEqual([12.5, 66.7, 16.7, 6.3, 0, 100]);
    expect(percentOf(0, 0)).toBeNull();
  });
});

describe('schoolAnalytics', () => {
  it('answers an empty class with zeros and no rates, and lists it in its grade and the school', () => {
    const result = analytics({ classes: [cls(1, '5')] });
    const empty = {
      student_count: 0,
      active_this_week: 0,
      active_percent: null,
      homework: { assigned: 0, submitted: 0, late: 0, missing: 0, completion_percent: null, late_percent: null },
      attendance: { recorded: 0, present: 0, late: 0, absent: 0, excused: 0, percent: null },
      mastery: [],
    };
    expect(result.classes).toEqual([{ id: 1, name: '5-A', grade: '5', subject: 'science', ...empty }]);
    expect(result.grades).toEqual([{ grade: '5', class_count: 1, ...empty }]);
    expect(result.school).toEqual(empty);
    expect(result.kits).toEqual([]);
    expect(result.term).toBe(TERM_1);
    expect(result.week).toEqual({ start: '2025-10-13', end: '2025-10-19' });
  });

  it('counts handed-in, late and missing work; open work is neither done nor missing', () => {
    const result = analytics({
      classes: [cls(1, '5')],
      enrolments: [enrol(1, 1), enrol(2, 1), enrol(3, 1), enrol(4, 1, null)],
      assignments: [homework(10, 1), homework(11, 1, { due_at: '2025-10-20T23:59:00+03:00' })],
      submissions: [
        // Student 101 handed in on time, then again after the due time: the latest decides.
        { id: 1, assignment_id: 10, student_id: 101, late: false, completed_at: '2025-10-07T10:00:00+03:00' },
        { id: 2, assignment_id: 10, student_id: 101, late: true, completed_at: '2025-10-09T10:00:00+03:00' },
        { id: 3, assignment_id: 10, student_id: 102, late: false, completed_at: '2025-10-08T10:00:00+03:00' },
        { id: 4, assignment_id: 11, student_id: 103, late: false, completed_at: '2025-10-10T10:00:00+03:00' },
      ],
    });
    // Assignment 10: 2 handed in (1 late), 2 missing (one a name without an account); 11: 1 handed in, 3 open.
    expect(result.classes[0]?.homework).toEqual({ assigned: 8, submitted: 3, late: 1, missing: 2, completion_percent: 60, late_percent: 33.3 });
  });

  it('gives a selected-students assignment to those students only, and no draft to anyone', () => {
    const result = analytics({
      classes: [cls(1, '5')],
      enrolments: [enrol(1, 1), enrol(2, 1), enrol(3, 1)],
      assignments: [homework(10, 1, { audience: 'students', selected: [2] }), homework(11, 1, { given_at: null })],
    });
    expect(result.classes[0]?.homework).toMatchObject({ assigned: 1, missing: 1, completion_percent: 0 });
  });

  it('takes assignments and attendance by the Turkey day, both ends of the term included', () => {
    const result = analytics({
      classes: [cls(1, '5')],
      enrolments: [enrol(1, 1)],
      assignments: [
        // 00:30 on the term's first day in Turkey is still 7 September in UTC.
        homework(10, 1, { given_at: '2025-09-07T21:30:00Z' }),
        homework(11, 1, { given_at: '2025-09-07T23:30:00+03:00' }),
      ],
      attendance: [
        { class_id: 1, date: '2025-09-05', status: 'present' },
        { class_id: 1, date: '2025-09-08', status: 'present' },
        { class_id: 1, date: '2026-01-16', status: 'absent' },
        { class_id: 1, date: '2026-01-19', status: 'present' },
      ],
    });
    expect(result.classes[0]?.homework.assigned).toBe(1);
    expect(result.classes[0]?.attendance).toEqual({ recorded: 2, present: 1, late: 0, absent: 1, excused: 0, percent: 50 });
  });

  it('counts a late arrival as attended and an excused absence as not', () => {
    const result = analytics({
      classes: [cls(1, '5')],
      attendance: (['present', 'late', 'absent', 'excused', 'present', 'present'] as const).map((status, day) => ({
        class_id: 1,
        date: `2025-10-0${day + 1}`,
        status,
      })),
    });
    expect(result.school.attendance).toMatchObject({ recorded: 6, present: 3, late: 1, percent: 66.7 });
  });

  it('counts a student active this week from Monday 00:00 to Sunday 23:59 in Turkey, by any event or hand-in', () => {
    const result = analytics({
      classes: [cls(1, '5')],
      enrolments: [1, 2, 3, 4, 5].map((id) => enrol(id, 1)),
      assignments: [homework(10, 1)],
      events: [
        answer(101, '2025-10-12T23:30:00+03:00', 'F.5.1.1.1', true, 'q1'), // Sunday before: not this week
        event(102, '2025-10-12T21:10:00Z'), // Monday 00:10 in Turkey
        event(103, '2025-10-19T23:59:00+03:00'), // the week's last minute
        event(103, '2025-10-14T10:00:00+03:00'), // counted once
      ],
      submissions: [{ id: 1, assignment_id: 10, student_id: 104, late: true, completed_at: '2025-10-13T08:00:00+03:00' }],
    });
    expect(result.classes[0]).toMatchObject({ student_count: 5, active_this_week: 3, active_percent: 60 });
  });

  it('weighs a grade by its students, not by its classes’ averages, and counts a child on two lists once', () => {
    const result = analytics({
      classes: [cls(1, '6'), cls(2, '6'), cls(3, '5')],
      enrolments: [enrol(1, 1), enrol(2, 2), enrol(3, 2), enrol(4, 2), enrol(5, 3, 101)],
      assignments: [homework(10, 1), homework(11, 2)],
      submissions: [{ id: 1, assignment_id: 10, student_id: 101, late: false, completed_at: '2025-10-14T10:00:00+03:00' }],
      attendance: [
        { class_id: 1, date: '2025-10-01', status: 'present' },
        ...[2, 3, 4].map((enrolment) => ({ class_id: 2, date: `2025-10-0${enrolment}`, status: 'absent' as const })),
      ],
    });
    const [first, second] = result.classes.filter((row) => row.grade === '6');
    expect(first?.homework.completion_percent).toBe(100);
    expect(second?.homework.completion_percent).toBe(0);
    const six = result.grades.find((row) => row.grade === '6');
    expect(six).toMatchObject({ class_count: 2, student_count: 4, active_this_week: 1, active_percent: 25 });
    expect(six?.homework.completion_percent).toBe(25);
    expect(six?.attendance.percent).toBe(25);
    // User 101 is in 5-C and 6-A: one child of the school.
    expect(result.school.student_count).toBe(4);
    expect(result.grades.map((row) => row.grade)).toEqual(['5', '6']);
    expect(result.classes.map((row) => row.name)).toEqual(['5-C', '6-A', '6-B']);
  });

  it('averages mastery per unit over every student × outcome the class worked on, as levels stood at the term’s end', () => {
    const fiveRight = ['q1', 'q2', 'q3', 'q4', 'q5'].map((question, index) => answer(101, `2025-10-0${index + 1}T10:00:00+03:00`, 'F.5.1.1.1', true, question));
    const result = analytics({
      classes: [cls(1, '5')],
      enrolments: [enrol(1, 1), enrol(2, 1)],
      assignments: [homework(10, 1, { outcomes: ['F.5.3.1.1'] })],
      events: [
        ...fiveRight,
        // After the term: does not lift the level it stood at.
        answer(102, '2026-01-17T10:00:00+03:00', 'F.5.1.1.1', true, 'q6'),
      ],
    });
    expect(unitOf('F.5.1.1.1')).toBe('F.5.1');
    expect(unitOf('M.4.2')).toBe('M.4.2');
    expect(result.classes[0]?.mastery).toEqual([
      // 101 proficient (3 of 4), 102 not started (0): 3 of 8 → 37.5 %; half the cells at proficient or above.
      { unit: 'F.5.1', students: 2, outcomes: 1, average_percent: 37.5, proficient_percent: 50 },
      // Given as homework, nobody has worked on it yet.
      { unit: 'F.5.3', students: 2, outcomes: 1, average_percent: 0, proficient_percent: 0 },
    ]);
    // In the next term the same outcome has no evidence in the term, so it is not listed.
    expect(analytics({ classes: [cls(1, '5')], enrolments: [enrol(1, 1)], events: fiveRight }, term('term-2-2026')).classes[0]?.mastery).toEqual([]);
  });

  it('lists no kit when none has been delivered by the term’s end', () => {
    const onTheWay: AnalyticsKitOrderRow = {
      ...delivered('sound', 15, '2025-10-01T10:00:00+03:00'),
      timeline: [{ status: 'ordered', at: '2025-09-01T10:00:00+03:00' }],
    };
    const result = analytics({
      classes: [cls(1, '5')],
      enrolments: [enrol(1, 1)],
      events: [finished(101, 'sound-sources', '2025-10-14T10:00:00+03:00')],
      kit_orders: [onTheWay, delivered('light-and-shadow', 30, '2026-02-03T10:00:00+03:00')],
    });
    expect(result.kits).toEqual([]);
  });

  it('counts each student’s finished experiments of a kit once, from its first delivery to the term’s end, per kit received', () => {
    const result = analytics({
      classes: [cls(1, '5')],
      enrolments: [enrol(1, 1), enrol(2, 1)],
      events: [
        finished(101, 'shadow-size', '2025-09-30T10:00:00+03:00'), // before the kit arrived
        finished(101, 'shadow-size', '2025-10-02T10:00:00+03:00'),
        finished(101, 'shadow-size', '2025-10-03T10:00:00+03:00'), // again: practice
        finished(101, 'mirror-reflection', '2025-10-03T11:00:00+03:00'),
        finished(102, 'light-and-seeing', '2026-01-16T23:59:00+03:00'),
        finished(102, 'mirror-reflection', '2026-01-17T00:01:00+03:00'), // the next term
        finished(102, 'melting-ice', '2025-10-03T11:00:00+03:00'), // a kit the school has not received
        answer(102, '2025-10-03T11:00:00+03:00', 'F.5.5.1.1', true, 'q1'),
      ],
      kit_orders: [delivered('light-and-shadow', 10, '2025-10-01T10:00:00+03:00'), delivered('light-and-shadow', 20, '2025-10-05T10:00:00+03:00')],
    });
    expect(result.kits).toEqual([{ kit_id: 'light-and-shadow', delivered_kits: 30, delivered_on: '2025-10-01', finished: 3, per_kit: 0.1 }]);
  });

  it('leaves out another school’s classes, lists, work, events and kits, and an archived class', () => {
    const ours = {
      classes: [cls(1, '5')],
      enrolments: [enrol(1, 1)],
      assignments: [homework(10, 1, { outcomes: ['F.5.1.1.1'] })],
      kit_orders: [delivered('light-and-shadow', 30, '2025-10-01T10:00:00+03:00')],
    };
    const result = analytics({
      classes: [...ours.classes, cls(2, '5', { school: OTHER }), cls(3, '5', { status: 'archived' }), cls(4, '6', { school: null })],
      enrolments: [...ours.enrolments, enrol(2, 2), enrol(3, 3), enrol(4, 4)],
      assignments: [...ours.assignments, homework(11, 2, { outcomes: ['F.5.4.1.1'] }), homework(12, 3)],
      submissions: [{ id: 1, assignment_id: 11, student_id: 102, late: false, completed_at: '2025-10-14T10:00:00+03:00' }],
      events: [finished(102, 'shadow-size', '2025-10-14T10:00:00+03:00'), event(103, '2025-10-14T10:00:00+03:00')],
      attendance: [{ class_id: 2, date: '2025-10-01', status: 'present' }],
      kit_orders: [...ours.kit_orders, delivered('sound', 15, '2025-10-01T10:00:00+03:00', OTHER)],
    });
    expect(result).toEqual(analytics(ours));
    expect(result.classes.map((row) => row.id)).toEqual([1]);
    expect(result.kits).toEqual([{ kit_id: 'light-and-shadow', delivered_kits: 30, delivered_on: '2025-10-01', finished: 0, per_kit: 0 }]);
  });
});
