import type { Database } from 'better-sqlite3';
import type { UserRow } from '../auth/index.ts';
import type { EnrolmentOrigin } from '../../../src/shared/api/classroom.ts';
import { childrenOf, isSchoolChild } from '../classroom/index.ts';

/**
 * What of one student's record a caller reads: the classes whose work and attendance they see
 * ('all' for the child and their parent), and whether they see the cross-class figures (events,
 * progress map, XP, streaks), which belong to the child, their parent and their own school's staff.
 */
export type StudentScope = { classIds: readonly number[] | 'all'; aggregates: boolean };

type LineClass = { id: number; school: string | null; teacher_id: number; status: string; origin: EnrolmentOrigin };

/** The classes that have the student on their active list, with how the student's line came to be. */
function linesOf(db: Database, studentId: number): LineClass[] {
  return db
    .prepare<[number], LineClass>(
      `SELECT c.id, c.school, c.teacher_id, c.status, e.origin FROM enrolments e JOIN classes c ON c.id = e.class_id
        WHERE e.user_id = ? AND e.status = 'active'`,
    )
    .all(studentId);
}

function schoolClasses(db: Database, school: string): number[] {
  return db
    .prepare<[string], { id: number }>('SELECT id FROM classes WHERE school = ?')
    .all(school)
    .map((row) => row.id);
}

/**
 * Who reads a student's record and how much: the student and their linked parent all of it; a
 * teacher only their own classes' work and attendance, and the cross-class figures only through a
 * class of the student's own school; the school's administrator the school's classes and the figures.
 * Anyone else: null (the caller gets the 404 of an unknown id).
 */
export function studentScope(db: Database, caller: UserRow, student: UserRow): StudentScope | null {
  if (student.role !== 'student') return null;
  if (caller.id === student.id) return { classIds: 'all', aggregates: true };
  switch (caller.role) {
    case 'parent':
      return childrenOf(db, caller.id).includes(student.id) ? { classIds: 'all', aggregates: true } : null;
    case 'teacher': {
      const taught = linesOf(db, student.id).filter((line) => line.teacher_id === caller.id && line.status === 'active');
      if (!taught.length) return null;
      return { classIds: taught.map((line) => line.id), aggregates: taught.some((line) => isSchoolChild(line, student, line.origin)) };
    }
    case 'administrator': {
      // The school's student: an account of the school or a child on the list of one of its classes.
      const school = caller.school;
      const lines = linesOf(db, student.id).filter((line) => school !== null && line.school === school);
      if (school === null || (student.school !== school && !lines.length)) return null;
      const vouched = student.school === school || lines.some((line) => isSchoolChild(line, student, line.origin));
      return { classIds: schoolClasses(db, school), aggregates: vouched };
    }
    default:
      return null;
  }
}
