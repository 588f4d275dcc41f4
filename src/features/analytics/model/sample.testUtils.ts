import type { AnalyticsFigures, SchoolAnalytics } from '@/shared/api/schoolAnalytics.ts';

const figures = (changes: Partial<AnalyticsFigures> = {}): AnalyticsFigures => ({
  student_count: 12,
  active_this_week: 7,
  active_percent: 58.3,
  homework: { assigned: 74, submitted: 18, late: 4, missing: 32, completion_percent: 36, late_percent: 22.2 },
  attendance: { recorded: 36, present: 31, late: 2, absent: 2, excused: 1, percent: 91.7 },
  mastery: [{ unit: 'F.5.1', students: 7, outcomes: 2, average_percent: 37.5, proficient_percent: 50 }],
  ...changes,
});

const empty = figures({
  active_this_week: 0,
  active_percent: 0,
  homework: { assigned: 0, submitted: 0, late: 0, missing: 0, completion_percent: null, late_percent: null },
  attendance: { recorded: 0, present: 0, late: 0, absent: 0, excused: 0, percent: null },
  mastery: [],
});

/** A school of two grade-5 classes (one without any data yet) and a grade-6 class, with one kit received. */
export function sampleAnalytics(): SchoolAnalytics {
  const b5 = figures();
  const c5 = { ...empty, student_count: 10 };
  const a6 = figures({ student_count: 8, active_this_week: 2, active_percent: 25, mastery: [] });
  return {
    term: { id: 'term-1-2025', kind: 'term', school_year: 2025, number: 1, start: '2025-09-08', end: '2026-01-16' },
    week: { start: '2025-10-13', end: '2025-10-19' },
    school: figures({ student_count: 30, active_this_week: 9, active_percent: 30 }),
    grades: [
      { grade: '5', class_count: 2, ...figures({ student_count: 22, active_percent: 31.8 }) },
      { grade: '6', class_count: 1, ...a6 },
    ],
    classes: [
      { id: 1, name: '5-B', grade: '5', subject: 'science', ...b5 },
      { id: 3, name: '5-C', grade: '5', subject: 'math', ...c5 },
      { id: 2, name: '6-A', grade: '6', subject: 'science', ...a6 },
    ],
    kits: [{ kit_id: 'light-and-shadow', delivered_kits: 30, delivered_on: '2025-10-01', finished: 6, per_kit: 0.2 }],
  };
}

export const NAMES = {
  unitTitle: (unit: string) => (unit === 'F.5.1' ? 'Güneş, Dünya ve Ay' : undefined),
  kitTitle: (kit: string) => (kit === 'light-and-shadow' ? 'Işık ve Gölge' : undefined),
};
