import type { ClassProgressResponse, ClassProgressStudent, StudentProgressResponse } from '@/shared/api/progress.ts';
import type { DueReason, MasteryLevel } from '@/shared/progress/mastery.ts';

type Cell = ClassProgressStudent['cells'][number];

export const cell = (level: MasteryLevel, due: DueReason | null = null, answers = 0, correct = 0): Cell => ({ level, due, answers, correct });

export function fakeStudent({ id, number, full_name, cells }: Pick<ClassProgressStudent, 'id' | 'number' | 'full_name' | 'cells'>): ClassProgressStudent {
  return {
    id,
    number,
    full_name,
    stats: { completedLessons: 0, totalMinutes: 0, currentStreak: 0, longestStreak: 0, xp: 0 },
    xp: { total: 0, today: 0, week: 0, daily_goal: 20 },
    attendance: { present: 0, absent: 0, late: 0, excused: 0 },
    homework: { total: 0, submitted: 0, late: 0, missing: 0 },
    grade_average: null,
    cells,
  };
}

/** 5-B with two outcomes: Elif (no. 12) ahead on the first and due for review on the second, Ali (no. 3) stuck, Zeynep without a number. */
export function fakeClassProgress(): ClassProgressResponse {
  return {
    success: true,
    class: { id: 1, name: '5-B', grade: '5', subject: 'science' },
    outcomes: ['F.5.1.1.1', 'F.5.3.1.1'],
    students: [
      fakeStudent({ id: 101, number: '12', full_name: 'Elif Yılmaz', cells: [cell('mastered', null, 9, 9), cell('proficient', 'slipped', 8, 5)] }),
      fakeStudent({ id: 102, number: '3', full_name: 'Ali Çelik', cells: [cell('tried', null, 6, 2), cell('familiar', null, 6, 3)] }),
      fakeStudent({ id: 103, number: null, full_name: 'Zeynep Öz', cells: [cell('not-started'), cell('not-started')] }),
    ],
    hard_questions: [{ questionId: 'measuring-force/force-unit', outcomeCodes: ['F.5.3.1.1'], students: 3, wrong: 2 }],
    needs_help: [
      {
        student_id: 102,
        reasons: ['stuck'],
        outcomes: [
          { outcome: 'F.5.1.1.1', level: 'tried', reason: 'stuck' },
          { outcome: 'F.5.3.1.1', level: 'familiar', reason: 'stuck' },
        ],
      },
    ],
    class_goal: { week_xp: 150, goal_xp: 300 },
  };
}

/** Elif's own figures as the student endpoint answers them. */
export function fakeStudentProgress(): StudentProgressResponse {
  return {
    success: true,
    student: { id: 101, full_name: 'Elif Yılmaz' },
    events: [],
    mastery: [
      { outcome: 'F.5.1.1.1', level: 'mastered', due: null, answers: 9, correct: 9, last_at: '2025-11-20T09:00:00.000Z' },
      { outcome: 'F.5.3.1.1', level: 'proficient', due: 'slipped', answers: 8, correct: 5, last_at: '2025-11-21T09:00:00.000Z' },
    ],
    stats: { completedLessons: 7, totalMinutes: 135, currentStreak: 4, longestStreak: 9, xp: 420 },
    xp: { total: 420, today: 10, week: 60, daily_goal: 20 },
    homework: [
      { assignment_id: 1, class_id: 1, title: 'Maddenin Halleri', due_at: '2025-11-10T14:00:00.000Z', state: 'graded', score: 85 },
      { assignment_id: 2, class_id: 1, title: 'Kuvvet; Ölçme', due_at: '2025-11-24T14:00:00.000Z', state: 'missing', score: null },
    ],
    grade_averages: [{ class_id: 1, class_name: '5-B', average: 85 }],
    attendance: { present: 18, absent: 1, late: 2, excused: 0 },
  };
}
