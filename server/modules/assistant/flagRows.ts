import type { Database } from 'better-sqlite3';
import { ASSISTANT_LIMITS, type AssistantFlagCategory, type FlaggedQuestion } from '../../../src/shared/api/assistant.ts';

/** A flag as stored: one row per student and device-made id. */
export type StoredFlag = { id: string; student_id: number; category: AssistantFlagCategory; text: string; at: string; received_at: string };

export function flagExists(db: Database, studentId: number, id: string): boolean {
  return (
    db.prepare<[number, string], { found: number }>('SELECT 1 AS found FROM assistant_flags WHERE student_id = ? AND id = ?').get(studentId, id) !== undefined
  );
}

/** The flag and the classes it is kept for, together or not at all. */
export function insertFlag(db: Database, flag: StoredFlag, classIds: readonly number[]): void {
  const insertLink = db.prepare('INSERT INTO assistant_flag_classes (student_id, flag_id, class_id) VALUES (?, ?, ?)');
  db.transaction(() => {
    db.prepare('INSERT INTO assistant_flags (student_id, id, category, text, at, received_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      flag.student_id,
      flag.id,
      flag.category,
      flag.text,
      flag.at,
      flag.received_at,
    );
    for (const classId of classIds) insertLink.run(flag.student_id, flag.id, classId);
  })();
}

/** Flags the student's devices stored since `sinceIso` (server time): what the daily cap counts. */
export function countFlagsSince(db: Database, studentId: number, sinceIso: string): number {
  return (
    db
      .prepare<[number, string], { total: number }>('SELECT COUNT(*) AS total FROM assistant_flags WHERE student_id = ? AND received_at >= ?')
      .get(studentId, sinceIso)?.total ?? 0
  );
}

/** Deletes the school's classes' hold on every flag, then each flag no class holds any more. */
export function forgetSchoolFlags(db: Database, school: string): void {
  db.prepare('DELETE FROM assistant_flag_classes WHERE class_id IN (SELECT id FROM classes WHERE school = ?)').run(school);
  db.prepare(
    `DELETE FROM assistant_flags WHERE NOT EXISTS (
       SELECT 1 FROM assistant_flag_classes l WHERE l.student_id = assistant_flags.student_id AND l.flag_id = assistant_flags.id)`,
  ).run();
}

/** Whose flags a list holds: a teacher's classes or a school's, optionally one class of them. */
export type FlagScope = { teacherId: number; classId: number | null } | { school: string; classId: number | null };

type FlagRow = StoredFlag & { student_name: string; class_id: number; class_name: string };

const toQuestion = (row: FlagRow): FlaggedQuestion => ({
  id: row.id,
  studentId: row.student_id,
  studentName: row.student_name,
  classId: row.class_id,
  className: row.class_name,
  category: row.category,
  text: row.text,
  at: row.at,
  receivedAt: row.received_at,
});

/**
 * Newest first, each flag once (under the first of its classes by name): only through active classes
 * the student is still active in, and only while the class's school lets teachers see flags.
 */
export function listFlags(db: Database, scope: FlagScope): FlaggedQuestion[] {
  const byTeacher = 'teacherId' in scope;
  const rows = db
    .prepare<{ owner: number | string; classId: number | null; max: number }, FlagRow>(
      `SELECT id, student_id, student_name, class_id, class_name, category, text, at, received_at FROM (
         SELECT f.id, f.student_id, e.first_name || ' ' || e.last_name AS student_name, c.id AS class_id, c.name AS class_name,
                f.category, f.text, f.at, f.received_at,
                ROW_NUMBER() OVER (PARTITION BY f.student_id, f.id ORDER BY c.name, c.id) AS nth
           FROM assistant_flags f
           JOIN assistant_flag_classes l ON l.student_id = f.student_id AND l.flag_id = f.id
           JOIN classes c ON c.id = l.class_id AND c.status = 'active'
           JOIN enrolments e ON e.class_id = c.id AND e.user_id = f.student_id AND e.status = 'active'
           JOIN school_assistant_settings s ON s.school = c.school AND s.share_flagged = 1
          WHERE ${byTeacher ? 'c.teacher_id' : 'c.school'} = @owner AND (@classId IS NULL OR c.id = @classId)
       ) WHERE nth = 1
       ORDER BY at DESC, received_at DESC, student_id, id
       LIMIT @max`,
    )
    .all({ owner: byTeacher ? scope.teacherId : scope.school, classId: scope.classId, max: ASSISTANT_LIMITS.flagsListedMax });
  return rows.map(toQuestion);
}
