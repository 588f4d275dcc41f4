import type { Database } from 'better-sqlite3';
import { PRIVACY_LIMITS, type ReadLogEntry, type ReadPart } from '../../../src/shared/api/privacy.ts';
import type { ApiContext } from '../../apiContext.ts';
import type { UserRow } from '../auth/index.ts';
import { personOf, type PersonColumns } from './people.ts';

const DEDUPE_MS = PRIVACY_LIMITS.readLogDedupeMinutes * 60 * 1000;

/**
 * Notes that `reader` opened these students' records (one part of them). One statement however many
 * students a class list holds; a reader opening the same part again within the dedupe window adds no
 * row, so a screen refreshed every minute does not fill the log. A student reading their own record
 * is not noted.
 */
export function recordReads(context: ApiContext, reader: UserRow, studentIds: readonly (number | null)[], part: ReadPart): void {
  const ids = [...new Set(studentIds.filter((id): id is number => id !== null && id !== reader.id))];
  if (!ids.length) return;
  const nowMs = context.now();
  context.db
    .prepare(
      `INSERT INTO read_log (reader_id, student_id, part, read_at)
       SELECT @reader, j.value, @part, @at FROM json_each(@ids) j
        WHERE NOT EXISTS (SELECT 1 FROM read_log r WHERE r.reader_id = @reader AND r.student_id = j.value AND r.part = @part AND r.read_at > @since)`,
    )
    .run({ reader: reader.id, part, at: new Date(nowMs).toISOString(), since: new Date(nowMs - DEDUPE_MS).toISOString(), ids: JSON.stringify(ids) });
}

export const recordRead = (context: ApiContext, reader: UserRow, studentId: number, part: ReadPart): void => recordReads(context, reader, [studentId], part);

/** A class list's e-mails were shown: the students whose contact field was not empty. */
export function recordContactReads(context: ApiContext, reader: UserRow, students: readonly { user_id: number | null; email: string | null }[]): void {
  recordReads(
    context,
    reader,
    students.filter((student) => student.email !== null).map((student) => student.user_id),
    'contact',
  );
}

type ReadRow = PersonColumns & { part: ReadPart; read_at: string };

/** Who opened the student's record, newest first, at most listedMax rows. */
export function readsOf(db: Database, studentId: number): ReadLogEntry[] {
  return db
    .prepare<[number, number], ReadRow>(
      `SELECT r.reader_id AS person_id, u.first_name, u.last_name, u.role, r.part, r.read_at
         FROM read_log r LEFT JOIN users u ON u.id = r.reader_id
        WHERE r.student_id = ? ORDER BY r.read_at DESC, r.id DESC LIMIT ?`,
    )
    .all(studentId, PRIVACY_LIMITS.listedMax)
    .map((row) => ({ reader: personOf(row), part: row.part, read_at: row.read_at }));
}
