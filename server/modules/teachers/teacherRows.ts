import type { Database } from 'better-sqlite3';
import { TEACHER_LIMITS, type SchoolTeacher, type TeacherClass } from '../../../src/shared/api/teachers.ts';
import type { UserRow } from '../auth/index.ts';

// The rows behind SchoolTeacher. A school's teachers are the personal accounts with the teacher role
// whose school is the administrator's: the school's shared sign-in accounts (account_kind 'school')
// are not people to manage, and switching one off would lock a whole class level out.

type TeacherRow = Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email' | 'branch' | 'last_seen_at' | 'active' | 'must_change_password'>;
type ClassRow = TeacherClass & { teacher_id: number };

const COLUMNS = 'id, first_name, last_name, email, branch, last_seen_at, active, must_change_password';
const TEACHERS_OF = "role = 'teacher' AND account_kind = 'personal' AND school = ?";

// Turkish order (Ç after C, İ after I), and "5-B" before "10-A".
const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

function classesOf(db: Database, school: string, teacherIds: readonly number[]): Map<number, TeacherClass[]> {
  const rows = db
    .prepare<[string, string], ClassRow>('SELECT id, name, status, teacher_id FROM classes WHERE school = ? AND teacher_id IN (SELECT value FROM json_each(?))')
    .all(school, JSON.stringify(teacherIds));
  rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  const byTeacher = new Map<number, TeacherClass[]>();
  for (const { teacher_id, ...cls } of rows) byTeacher.set(teacher_id, [...(byTeacher.get(teacher_id) ?? []), cls]);
  return byTeacher;
}

function toTeacher(row: TeacherRow, classes: TeacherClass[]): SchoolTeacher {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    branch: row.branch,
    classes,
    last_seen_at: row.last_seen_at,
    active: row.active === 1,
    must_change_password: row.must_change_password === 1,
  };
}

/** The school's teachers by name, at most listedMax, each with their classes at the school. */
export function schoolTeachers(db: Database, school: string): SchoolTeacher[] {
  const rows = db
    .prepare<[string, number], TeacherRow>(`SELECT ${COLUMNS} FROM users WHERE ${TEACHERS_OF} ORDER BY id LIMIT ?`)
    .all(school, TEACHER_LIMITS.listedMax);
  rows.sort((a, b) => collator.compare(`${a.first_name} ${a.last_name}`, `${b.first_name} ${b.last_name}`) || a.id - b.id);
  const classes = classesOf(
    db,
    school,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTeacher(row, classes.get(row.id) ?? []));
}

/** One teacher of the school, or undefined for an unknown id and for anyone else's (the same 404). */
export function schoolTeacher(db: Database, school: string, id: number): SchoolTeacher | undefined {
  const row = db.prepare<[number, string], TeacherRow>(`SELECT ${COLUMNS} FROM users WHERE id = ? AND ${TEACHERS_OF}`).get(id, school);
  return row && toTeacher(row, classesOf(db, school, [row.id]).get(row.id) ?? []);
}

/** The teacher of the caller's school, or undefined (404) for an unknown id, another school's, or a caller of no school. */
export const teacherOf = (db: Database, caller: UserRow, id: number | undefined): SchoolTeacher | undefined =>
  caller.school === null || id === undefined ? undefined : schoolTeacher(db, caller.school, id);

export function setActive(db: Database, id: number, active: boolean, nowIso: string): void {
  db.prepare('UPDATE users SET active = ?, updated_at = ? WHERE id = ?').run(active ? 1 : 0, nowIso, id);
}

/** A one-time password: the account must choose its own before anything else. */
export function setOneTimePassword(db: Database, id: number, passwordHash: string, nowIso: string): void {
  db.prepare('UPDATE users SET password_hash = ?, must_change_password = 1, updated_at = ? WHERE id = ?').run(passwordHash, nowIso, id);
}

/** A new account made by the school: its branch, and the one-time password it was given still to change. */
export function markInvited(db: Database, id: number, branch: string | null): void {
  db.prepare('UPDATE users SET branch = ?, must_change_password = 1 WHERE id = ?').run(branch, id);
}

/** A class of the school, or undefined (404) for an unknown id and another school's. */
export function schoolClass(db: Database, school: string, id: number): { id: number; teacher_id: number } | undefined {
  return db.prepare<[number, string], { id: number; teacher_id: number }>('SELECT id, teacher_id FROM classes WHERE id = ? AND school = ?').get(id, school);
}

export function setClassTeacher(db: Database, classId: number, teacherId: number, nowIso: string): void {
  db.prepare('UPDATE classes SET teacher_id = ?, updated_at = ? WHERE id = ?').run(teacherId, nowIso, classId);
}
