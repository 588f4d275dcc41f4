import type { Database } from 'better-sqlite3';
import type { ClassGrade, ClassStatus, EnrolmentOrigin, Subject } from '../../../src/shared/api/classroom.ts';
import type { Role } from '../../../src/shared/api/contract.ts';
import type { ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { forbidden, notFound, TEACHER_ONLY } from './errors.ts';

export type ClassRow = {
  id: number;
  name: string;
  subject: Subject;
  grade: ClassGrade;
  status: ClassStatus;
  description: string;
  school: string | null;
  teacher_id: number;
  join_code: string;
  created_at: string;
  updated_at: string;
};

export function findClass(db: Database, id: number): ClassRow | undefined {
  return db.prepare<[number], ClassRow>('SELECT * FROM classes WHERE id = ?').get(id);
}

/** The user ids of a parent's children (guardian links), oldest link first. */
export function childrenOf(db: Database, parentId: number): number[] {
  return db
    .prepare<[number], { student_id: number }>('SELECT student_id FROM guardian_links WHERE parent_id = ? ORDER BY created_at, student_id')
    .all(parentId)
    .map((row) => row.student_id);
}

export const isClassTeacher = (caller: UserRow, cls: ClassRow): boolean => cls.teacher_id === caller.id;

/**
 * Whether a class's school vouches for the child on this line: the child's account is of the school
 * (only the seed and the roster set a user's school; nobody claims one by registering), or the
 * school's teacher made the line and the child took it with the teacher's proof (not a self-join).
 * A class outside a school, or a line the school has not vouched for, shows the child's name and its
 * own work only: no contact, no last seen, no figures drawn from the child's other classes.
 */
export const isSchoolChild = (cls: { school: string | null }, student: { school: string | null }, origin: EnrolmentOrigin): boolean =>
  cls.school !== null && (student.school === cls.school || origin !== 'joined');

const isSchoolAdmin = (caller: UserRow, cls: ClassRow): boolean => caller.role === 'administrator' && caller.school !== null && cls.school === caller.school;

/** Staff of the class: its teacher or its school's administrator (who reads everything in the school). */
export const isClassStaff = (caller: UserRow, cls: ClassRow): boolean => isClassTeacher(caller, cls) || isSchoolAdmin(caller, cls);

function hasActiveEnrolment(db: Database, classId: number, userIds: readonly number[]): boolean {
  if (!userIds.length) return false;
  return (
    db
      .prepare<[number, string], { found: number }>(
        "SELECT 1 AS found FROM enrolments WHERE class_id = ? AND status = 'active' AND user_id IN (SELECT value FROM json_each(?))",
      )
      .get(classId, JSON.stringify(userIds)) !== undefined
  );
}

/** Who sees a class (docs/architecture.md#the-two-outboxes): its teacher, its school's administrator, its active students and their parents. */
function canSeeClass(db: Database, caller: UserRow, cls: ClassRow): boolean {
  if (isClassStaff(caller, cls)) return true;
  if (caller.role === 'student') return hasActiveEnrolment(db, cls.id, [caller.id]);
  if (caller.role === 'parent') return hasActiveEnrolment(db, cls.id, childrenOf(db, caller.id));
  return false;
}

export type Access<T> = { ok: true; value: T } | { ok: false; answer: ApiAnswer<never> };

/** The class if the caller may see it, else 404; `allowed` then decides whether they may do this call (else 403). */
export function classAccess(
  db: Database,
  caller: UserRow,
  classId: number | undefined,
  allowed: (caller: UserRow, cls: ClassRow) => boolean = () => true,
  refusal = TEACHER_ONLY,
): Access<ClassRow> {
  const cls = classId === undefined ? undefined : findClass(db, classId);
  if (!cls || !canSeeClass(db, caller, cls)) return { ok: false, answer: notFound() };
  if (!allowed(caller, cls)) return { ok: false, answer: forbidden(refusal) };
  return { ok: true, value: cls };
}

/** Checked before any id is looked at, so a refused role learns nothing about which ids exist. */
export function roleAllowed(caller: UserRow, roles: readonly Role[], message: string): ApiAnswer<never> | undefined {
  return roles.includes(caller.role) ? undefined : forbidden(message);
}

export const STAFF_ROLES: readonly Role[] = ['teacher', 'administrator'];
