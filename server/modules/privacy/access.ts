import type { Database } from 'better-sqlite3';
import { findUserById, type UserRow } from '../auth/index.ts';
import { childrenOf } from '../classroom/index.ts';

// Who may use a student's KVKK rights. Everyone else gets the 404 of an unknown id: a 403 would tell a
// stranger that the child exists.

/**
 * The student's own school: the account's school when it has one (only the seed and the roster set
 * it, nobody can claim one), else the school of a class whose active list has the child. A class of
 * another school that the child joined does not make its administrator the child's.
 */
function isStudentsSchool(db: Database, school: string, student: UserRow): boolean {
  if (student.school !== null) return student.school === school;
  const row = db
    .prepare("SELECT 1 FROM enrolments e JOIN classes c ON c.id = e.class_id WHERE e.user_id = ? AND e.status = 'active' AND c.school = ?")
    .get(student.id, school);
  return row !== undefined;
}

/** The student, when the caller is that student's school administrator. */
export function studentOfAdministrator(db: Database, caller: UserRow, studentId: number | undefined): UserRow | undefined {
  if (caller.role !== 'administrator' || caller.school === null || studentId === undefined) return undefined;
  const student = findUserById(db, studentId);
  return student?.role === 'student' && isStudentsSchool(db, caller.school, student) ? student : undefined;
}

/** The student, when the caller is their school administrator or a parent linked to them. */
export function studentOfAdministratorOrParent(db: Database, caller: UserRow, studentId: number | undefined): UserRow | undefined {
  if (caller.role === 'parent') {
    if (studentId === undefined || !childrenOf(db, caller.id).includes(studentId)) return undefined;
    const student = findUserById(db, studentId);
    return student?.role === 'student' ? student : undefined;
  }
  return studentOfAdministrator(db, caller, studentId);
}
