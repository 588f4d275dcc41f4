import type { Database } from 'better-sqlite3';
import type { AudienceClass, AudienceEnrolment, AudienceFacts, AudiencePerson, GuardianLink } from '../../../src/shared/announcements/index.ts';
import type { UserRow } from '../auth/index.ts';

// The rows the audience rules read about one caller: what they belong to, never the whole school.

const CLASS_COLUMNS = 'SELECT id, school, grade, status, teacher_id FROM classes';

export const personOf = (user: UserRow): AudiencePerson => ({ id: user.id, role: user.role, school: user.school });

function classesByIds(db: Database, ids: readonly number[]): AudienceClass[] {
  if (!ids.length) return [];
  return db.prepare<[string], AudienceClass>(`${CLASS_COLUMNS} WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids));
}

/** The enrolments of these students (all statuses: the rules decide what counts) and their classes. */
function studentFacts(db: Database, studentIds: readonly number[], guardians: GuardianLink[]): AudienceFacts {
  const enrolments = studentIds.length
    ? db
        .prepare<[string], AudienceEnrolment>(
          'SELECT class_id, user_id AS student_id, status FROM enrolments WHERE user_id IN (SELECT value FROM json_each(?))',
        )
        .all(JSON.stringify(studentIds))
    : [];
  return { classes: classesByIds(db, [...new Set(enrolments.map((row) => row.class_id))]), enrolments, guardians };
}

// With the active students of each: a teacher speaks for a grade only through a class that has some.
const WRITER_COLUMNS = `SELECT id, school, grade, status, teacher_id,
  (SELECT COUNT(*) FROM enrolments e WHERE e.class_id = classes.id AND e.status = 'active') AS student_count FROM classes`;

/** A teacher's own classes; an administrator's school's. Staff are reached through classes and their school, not enrolments. */
export function staffClasses(db: Database, caller: UserRow): AudienceClass[] {
  if (caller.role === 'teacher') return db.prepare<[number], AudienceClass>(`${WRITER_COLUMNS} WHERE teacher_id = ?`).all(caller.id);
  if (caller.role === 'administrator' && caller.school !== null) {
    return db.prepare<[string], AudienceClass>(`${WRITER_COLUMNS} WHERE school = ?`).all(caller.school);
  }
  return [];
}

export function factsFor(db: Database, caller: UserRow): AudienceFacts {
  switch (caller.role) {
    case 'student':
      return studentFacts(db, [caller.id], []);
    case 'parent': {
      const guardians = db.prepare<[number], GuardianLink>('SELECT parent_id, student_id FROM guardian_links WHERE parent_id = ?').all(caller.id);
      return studentFacts(
        db,
        guardians.map((link) => link.student_id),
        guardians,
      );
    }
    default:
      return { classes: staffClasses(db, caller), enrolments: [], guardians: [] };
  }
}
