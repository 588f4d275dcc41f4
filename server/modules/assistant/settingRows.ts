import type { Database } from 'better-sqlite3';
import { ASSISTANT_DAILY_LIMIT_DEFAULT, type AssistantClassSetting } from '../../../src/shared/api/assistant.ts';

// The assistant's settings as stored: a limit per class (absent means the default) and a switch per school (absent means off).

const CLASS_SETTING_COLUMNS = `c.id AS id, c.name AS name, COALESCE(s.daily_limit, ${ASSISTANT_DAILY_LIMIT_DEFAULT}) AS dailyLimit
  FROM classes c LEFT JOIN class_assistant_settings s ON s.class_id = c.id`;

export function classSetting(db: Database, classId: number): AssistantClassSetting | undefined {
  return db.prepare<[number], AssistantClassSetting>(`SELECT ${CLASS_SETTING_COLUMNS} WHERE c.id = ?`).get(classId);
}

/** A teacher's own active classes, by name. */
export function teacherClassSettings(db: Database, teacherId: number): AssistantClassSetting[] {
  return db
    .prepare<[number], AssistantClassSetting>(`SELECT ${CLASS_SETTING_COLUMNS} WHERE c.status = 'active' AND c.teacher_id = ? ORDER BY c.name, c.id`)
    .all(teacherId);
}

/** A school's active classes, by name. */
export function schoolClassSettings(db: Database, school: string): AssistantClassSetting[] {
  return db
    .prepare<[string], AssistantClassSetting>(`SELECT ${CLASS_SETTING_COLUMNS} WHERE c.status = 'active' AND c.school = ? ORDER BY c.name, c.id`)
    .all(school);
}

export function storeClassLimit(db: Database, classId: number, dailyLimit: number, nowIso: string): void {
  db.prepare(
    `INSERT INTO class_assistant_settings (class_id, daily_limit, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (class_id) DO UPDATE SET daily_limit = excluded.daily_limit, updated_at = excluded.updated_at`,
  ).run(classId, dailyLimit, nowIso);
}

/**
 * A student's limit: the lowest of their active classes' (a class nobody set counts as the default),
 * so the strictest teacher's choice holds wherever the child uses the app; the default outside any class.
 */
export function effectiveDailyLimit(db: Database, studentId: number): number {
  const row = db
    .prepare<[number], { lowest: number | null }>(
      `SELECT MIN(COALESCE(s.daily_limit, ${ASSISTANT_DAILY_LIMIT_DEFAULT})) AS lowest
         FROM enrolments e
         JOIN classes c ON c.id = e.class_id AND c.status = 'active'
         LEFT JOIN class_assistant_settings s ON s.class_id = c.id
        WHERE e.user_id = ? AND e.status = 'active'`,
    )
    .get(studentId);
  return row?.lowest ?? ASSISTANT_DAILY_LIMIT_DEFAULT;
}

export function schoolSharesFlagged(db: Database, school: string | null): boolean {
  if (school === null) return false;
  const row = db.prepare<[string], { share_flagged: number }>('SELECT share_flagged FROM school_assistant_settings WHERE school = ?').get(school);
  return row?.share_flagged === 1;
}

export function storeSchoolSharing(db: Database, school: string, shareFlagged: boolean, nowIso: string): void {
  db.prepare(
    `INSERT INTO school_assistant_settings (school, share_flagged, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (school) DO UPDATE SET share_flagged = excluded.share_flagged, updated_at = excluded.updated_at`,
  ).run(school, shareFlagged ? 1 : 0, nowIso);
}

/** The student's active classes whose school lets teachers see flagged chats: where a flag of theirs is kept. */
export function sharingClassesOf(db: Database, studentId: number): number[] {
  return db
    .prepare<[number], { id: number }>(
      `SELECT c.id FROM enrolments e
         JOIN classes c ON c.id = e.class_id AND c.status = 'active'
         JOIN school_assistant_settings s ON s.school = c.school AND s.share_flagged = 1
        WHERE e.user_id = ? AND e.status = 'active'
        ORDER BY c.id`,
    )
    .all(studentId)
    .map((row) => row.id);
}
