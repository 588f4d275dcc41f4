import type { Database } from 'better-sqlite3';
import {
  effectiveCompletion,
  type AnswerKeyEntry,
  type Assignment,
  type AssignmentReveal,
  type AssignmentStatus,
  type ClassStatus,
  type ContentKind,
  type ContentRef,
  type ExperimentPart,
} from '../../../src/shared/api/classroom.ts';

export type AssignmentRow = {
  id: number;
  class_id: number;
  title: string;
  instructions: string;
  content_kind: ContentKind;
  content_ref: string | null;
  content_part: ExperimentPart | null;
  outcomes_json: string;
  answer_key_json: string;
  status: AssignmentStatus;
  publish_at: string | null;
  due_at: string;
  audience: 'class' | 'students';
  reveal: AssignmentReveal;
  /** Set when the teacher closes hand-ins, cleared when they reopen them. */
  closed_at: string | null;
  /** Set when the teacher removed it: every read but the teacher's list of removed work leaves it out. */
  removed_at: string | null;
  created_at: string;
  updated_at: string;
};

/** A scheduled assignment whose time has come is published; nothing has to run at that moment for it. */
export function effectiveStatus(row: Pick<AssignmentRow, 'status' | 'publish_at'>, now: number): AssignmentStatus {
  if (row.status === 'scheduled' && row.publish_at !== null && Date.parse(row.publish_at) <= now) return 'published';
  return row.status;
}

/** Published or closed: what students and parents see, and what counts in grades and progress. */
export const isGiven = (row: AssignmentRow, now: number): boolean => ['published', 'closed'].includes(effectiveStatus(row, now));

/** When the work was given, the earliest moment a hand-in can count as done. */
export const givenAt = (row: AssignmentRow): string => row.publish_at ?? row.created_at;

export function answerKey(row: AssignmentRow): AnswerKeyEntry[] {
  return JSON.parse(row.answer_key_json) as AnswerKeyEntry[];
}

export function contentOf(row: Pick<AssignmentRow, 'content_kind' | 'content_ref' | 'content_part'>): ContentRef {
  return row.content_kind === 'experiment'
    ? { kind: row.content_kind, ref: row.content_ref, part: row.content_part }
    : { kind: row.content_kind, ref: row.content_ref };
}

/** An assignment that is there: a removed one is found only through findAssignmentEvenRemoved. */
export function findAssignment(db: Database, id: number): AssignmentRow | undefined {
  return db.prepare<[number], AssignmentRow>('SELECT * FROM assignments WHERE id = ? AND removed_at IS NULL').get(id);
}

/** For removing, restoring, and telling a late hand-in that its assignment was removed. */
export function findAssignmentEvenRemoved(db: Database, id: number): AssignmentRow | undefined {
  return db.prepare<[number], AssignmentRow>('SELECT * FROM assignments WHERE id = ?').get(id);
}

export function assignmentsOfClasses(db: Database, classIds: readonly number[]): AssignmentRow[] {
  return db
    .prepare<[string], AssignmentRow>('SELECT * FROM assignments WHERE class_id IN (SELECT value FROM json_each(?)) AND removed_at IS NULL ORDER BY due_at, id')
    .all(JSON.stringify(classIds));
}

/** Removed assignments of the classes removed at or after `since`, newest removal first. */
export function removedAssignmentsOfClasses(db: Database, classIds: readonly number[], since: string): AssignmentRow[] {
  return db
    .prepare<[string, string], AssignmentRow>(
      'SELECT * FROM assignments WHERE class_id IN (SELECT value FROM json_each(?)) AND removed_at >= ? ORDER BY removed_at DESC, id DESC',
    )
    .all(JSON.stringify(classIds), since);
}

/** Enrolment ids of a selected-students audience, per assignment. */
export function selectedStudents(db: Database, assignmentIds: readonly number[]): Map<number, number[]> {
  const rows = db
    .prepare<[string], { assignment_id: number; enrolment_id: number }>(
      'SELECT assignment_id, enrolment_id FROM assignment_students WHERE assignment_id IN (SELECT value FROM json_each(?)) ORDER BY enrolment_id',
    )
    .all(JSON.stringify(assignmentIds));
  const selected = new Map<number, number[]>();
  for (const row of rows) selected.set(row.assignment_id, [...(selected.get(row.assignment_id) ?? []), row.enrolment_id]);
  return selected;
}

/** When hand-ins closed, or null while they are open (a closed row from before closed_at was kept closed at its last change). */
const closedAt = (row: Pick<AssignmentRow, 'status' | 'closed_at' | 'updated_at'>): string | null =>
  row.status === 'closed' ? (row.closed_at ?? row.updated_at) : null;

/**
 * Work finished after hand-ins closed, judged like lateness: by when the child finished, bounded by
 * when it arrived and when it was given, so work done offline before closing still counts when it comes.
 */
export function finishedAfterClosing(row: AssignmentRow, completedAt: string, receivedAt: string): boolean {
  const closed = closedAt(row);
  return closed !== null && effectiveCompletion(completedAt, receivedAt, givenAt(row)) > Date.parse(closed);
}

/** The assignment as anyone may see it: the questions' ids and count, never their answers. */
export function toAssignment(row: AssignmentRow, cls: { name: string; status: ClassStatus }, studentIds: number[], now: number): Assignment {
  const key = answerKey(row);
  return {
    id: row.id,
    class_id: row.class_id,
    class_name: cls.name,
    title: row.title,
    instructions: row.instructions,
    content: contentOf(row),
    outcomes: JSON.parse(row.outcomes_json) as string[],
    question_count: key.length,
    question_ids: key.map((entry) => entry.id),
    status: effectiveStatus(row, now),
    publish_at: row.publish_at,
    due_at: row.due_at,
    audience: row.audience,
    student_ids: row.audience === 'students' ? studentIds : [],
    reveal: row.reveal,
    closed_at: closedAt(row),
    class_archived: cls.status === 'archived',
    ...(row.removed_at ? { removed_at: row.removed_at } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
