import type { Database } from 'better-sqlite3';
import { ASSISTANT_DAILY_LIMIT_DEFAULT, ASSISTANT_REVEAL_ANSWERS_DEFAULT, type AssistantClassSetting } from '../../../src/shared/api/assistant.ts';

// The assistant's settings as stored: per class a limit (NULL or no row means the default) and whether
// answers may be shown (no row means the default), and a switch per school (absent means off).

// For classes with no row yet; a row made by storeClassSettings starts at the column's own DEFAULT 1 (migration 8), the same value.
const REVEAL_DEFAULT_SQL = ASSISTANT_REVEAL_ANSWERS_DEFAULT ? 1 : 0;

const CLASS_SETTING_COLUMNS = `c.id AS id, c.name AS name, COALESCE(s.daily_limit, ${ASSISTANT_DAILY_LIMIT_DEFAULT}) AS dailyLimit,
  COALESCE(s.reveal_answers, ${REVEAL_DEFAULT_SQL}) AS revealAnswers
  FROM classes c LEFT JOIN class_assistant_settings s ON s.class_id = c.id`;

// SQLite has no booleans: the row carries 0 or 1 where the contract has false or true.
type ClassSettingRow = Omit<AssistantClassSetting, 'revealAnswers'> & { revealAnswers: number };
const fromRow = (row: ClassSettingRow): AssistantClassSetting => ({ ...row, revealAnswers: row.revealAnswers === 1 });

export function classSetting(db: Database, classId: number): AssistantClassSetting | undefined {
  const row = db.prepare<[number], ClassSettingRow>(`SELECT ${CLASS_SETTING_COLUMNS} WHERE c.id = ?`).get(classId);
  return row && fromRow(row);
}

/** A teacher's own active classes, by name. */
export function teacherClassSettings(db: Database, teacherId: number): AssistantClassSetting[] {
  return db
    .prepare<[number], ClassSettingRow>(`SELECT ${CLASS_SETTING_COLUMNS} WHERE c.status = 'active' AND c.teacher_id = ? ORDER BY c.name, c.id`)
    .all(teacherId)
    .map(fromRow);
}

/** A school's active classes, by name. */
export function schoolClassSettings(db: Database, school: string): AssistantClassSetting[] {
  return db
    .prepare<[string], ClassSettingRow>(`SELECT ${CLASS_SETTING_COLUMNS} WHERE c.status = 'active' AND c.school = ? ORDER BY c.name, c.id`)
    .all(school)
    .map(fromRow);
}

/** What a teacher changes in one call: either setting or both; one left out keeps what the class has. */
export type ClassSettingsChange = { dailyLimit?: number; revealAnswers?: boolean };

/**
 * Writes only the settings given. The row is made first with the columns' defaults, so a class whose
 * teacher only turned answers off still has no limit of its own (NULL: the default), and the reverse.
 */
export function storeClassSettings(db: Database, classId: number, change: ClassSettingsChange, nowIso: string): void {
  const revealAnswers = change.revealAnswers === undefined ? null : change.revealAnswers ? 1 : 0;
  db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO class_assistant_settings (class_id, updated_at) VALUES (?, ?)').run(classId, nowIso);
    db.prepare(
      `UPDATE class_assistant_settings
          SET daily_limit = COALESCE(?, daily_limit), reveal_answers = COALESCE(?, reveal_answers), updated_at = ?
        WHERE class_id = ?`,
    ).run(change.dailyLimit ?? null, revealAnswers, nowIso, classId);
  })();
}

/** The rules a student's EtkiBot follows, from their active classes. */
export type StudentRules = { dailyLimit: number; revealAnswers: boolean };

/**
 * The strictest of a student's active classes, so the strictest teacher's choice holds wherever the
 * child uses the app: the lowest limit, and no answers if any class said so (a class nobody set counts
 * as the defaults). Outside any class, the defaults.
 */
export function studentRules(db: Database, studentId: number): StudentRules {
  const row = db
    .prepare<[number], { lowest: number | null; reveal: number | null }>(
      `SELECT MIN(COALESCE(s.daily_limit, ${ASSISTANT_DAILY_LIMIT_DEFAULT})) AS lowest,
              MIN(COALESCE(s.reveal_answers, ${REVEAL_DEFAULT_SQL})) AS reveal
         FROM enrolments e
         JOIN classes c ON c.id = e.class_id AND c.status = 'active'
         LEFT JOIN class_assistant_settings s ON s.class_id = c.id
        WHERE e.user_id = ? AND e.status = 'active'`,
    )
    .get(studentId);
  // MIN over no classes is NULL: the defaults.
  const reveal = row?.reveal ?? null;
  return {
    dailyLimit: row?.lowest ?? ASSISTANT_DAILY_LIMIT_DEFAULT,
    revealAnswers: reveal === null ? ASSISTANT_REVEAL_ANSWERS_DEFAULT : reveal === 1,
  };
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
