import type { Database } from 'better-sqlite3';
import type { AssignmentChange } from '../../../src/shared/api/notifications.ts';
import { notifyUsers } from '../notifications/index.ts';
import { effectiveStatus, isGiven, selectedStudents, type AssignmentRow } from './assignmentRows.ts';

/** The accounts of the students an assignment is for: the class's active students, or the chosen ones among them. */
function audienceUsers(db: Database, row: AssignmentRow): number[] {
  const chosen = row.audience === 'students' ? (selectedStudents(db, [row.id]).get(row.id) ?? []) : null;
  return db
    .prepare<[number], { id: number; user_id: number }>("SELECT id, user_id FROM enrolments WHERE class_id = ? AND status = 'active' AND user_id IS NOT NULL")
    .all(row.class_id)
    .filter((enrolment) => chosen === null || chosen.includes(enrolment.id))
    .map((enrolment) => enrolment.user_id);
}

const linkOf = (row: AssignmentRow) => `/homeworks/${row.id}`;

/** The "new homework" notes of a scheduled assignment wait, dated its publish time, until it is published. */
function dropWaitingNew(db: Database, assignmentId: number, nowIso: string): void {
  db.prepare("DELETE FROM notifications WHERE kind = 'assignment_new' AND created_at > ? AND json_extract(details_json, '$.assignment_id') = ?").run(
    nowIso,
    assignmentId,
  );
}

/**
 * Tells the audience about a new assignment. A scheduled one is given at its publish time with no job
 * running then, so its note is dated that time and the bell shows it from then (the read side lists
 * only notes whose time has come); a later change of the schedule, the audience or a removal drops it.
 */
export function noticeNew(db: Database, row: AssignmentRow, now: number): void {
  const status = effectiveStatus(row, now);
  if (status === 'draft' || row.removed_at) return;
  const at = status === 'scheduled' && row.publish_at ? new Date(row.publish_at) : new Date(now);
  notifyUsers(
    db,
    audienceUsers(db, row),
    { kind: 'assignment_new', subject: row.title, details: { assignment_id: row.id, due_at: row.due_at }, link: linkOf(row) },
    at,
  );
}

/** What of an assignment its students are told changed. */
export function changesBetween(
  before: AssignmentRow,
  after: AssignmentRow,
  selectedBefore: readonly number[],
  selectedAfter: readonly number[],
): AssignmentChange[] {
  const changed: AssignmentChange[] = [];
  if (before.title !== after.title) changed.push('title');
  if (before.instructions !== after.instructions) changed.push('instructions');
  if (before.content_kind !== after.content_kind || before.content_ref !== after.content_ref || before.content_part !== after.content_part)
    changed.push('content');
  if (before.due_at !== after.due_at) changed.push('due_at');
  if (before.audience !== after.audience || selectedBefore.join(',') !== selectedAfter.join(',')) changed.push('audience');
  return changed;
}

/**
 * After a teacher's edit: work given before and after tells its (new) audience what changed; work
 * given by this edit is new to them; a schedule moved or dropped takes its waiting notes with it.
 */
export function noticeEdit(db: Database, before: AssignmentRow, after: AssignmentRow, changed: readonly AssignmentChange[], now: number): void {
  const nowIso = new Date(now).toISOString();
  const wasGiven = isGiven(before, now);
  const given = isGiven(after, now);
  if (!wasGiven) {
    dropWaitingNew(db, after.id, nowIso);
    noticeNew(db, after, now);
    return;
  }
  if (!given || changed.length === 0) return;
  notifyUsers(
    db,
    audienceUsers(db, after),
    {
      kind: 'assignment_changed',
      subject: after.title,
      details: { assignment_id: after.id, changed: [...changed], due_at: after.due_at },
      link: linkOf(after),
    },
    new Date(now),
  );
}

/** A removed scheduled assignment never arrives, so its waiting notes go; a restored one waits again. */
export function noticeRemoved(db: Database, row: AssignmentRow, now: number): void {
  dropWaitingNew(db, row.id, new Date(now).toISOString());
}
