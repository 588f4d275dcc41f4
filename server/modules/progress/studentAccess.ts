import type { Database } from 'better-sqlite3';
import type { UserRow } from '../auth/users.ts';
import { childrenOf } from '../classroom/access.ts';

const found = (row: unknown): boolean => row !== undefined;

/** A teacher sees the progress of the children on the list of one of their active classes. */
function teaches(db: Database, teacherId: number, studentId: number): boolean {
  return found(
    db
      .prepare(
        `SELECT 1 FROM enrolments e JOIN classes c ON c.id = e.class_id
          WHERE e.user_id = ? AND e.status = 'active' AND c.status = 'active' AND c.teacher_id = ?`,
      )
      .get(studentId, teacherId),
  );
}

/**
 * An administrator sees their school's students: an account of the school (only the seed and the
 * roster set a user's school, nobody can claim one) or a child on the list of one of its classes.
 */
function inSchool(db: Database, school: string, student: UserRow): boolean {
  if (student.school === school) return true;
  return found(
    db
      .prepare("SELECT 1 FROM enrolments e JOIN classes c ON c.id = e.class_id WHERE e.user_id = ? AND e.status = 'active' AND c.school = ?")
      .get(student.id, school),
  );
}

/** Who reads a student's progress (DESIGN §8): the student, their guardian, their teacher, their school's administrator. */
export function canSeeStudent(db: Database, caller: UserRow, student: UserRow): boolean {
  if (student.role !== 'student') return false;
  if (caller.id === student.id) return true;
  switch (caller.role) {
    case 'parent':
      return childrenOf(db, caller.id).includes(student.id);
    case 'teacher':
      return teaches(db, caller.id, student.id);
    case 'administrator':
      return caller.school !== null && inSchool(db, caller.school, student);
    default:
      return false;
  }
}
