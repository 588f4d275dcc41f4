import type { Database } from 'better-sqlite3';
import {
  emptyCounts,
  type AssignmentDetailResponse,
  type AssignmentListResponse,
  type AssignmentResponse,
  type TeacherAssignment,
} from '../../../src/shared/api/classroom.ts';
import type { ValidationErrors } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { classAccess, findClass, isClassStaff, isClassTeacher, roleAllowed, STAFF_ROLES, type ClassRow } from './access.ts';
import { changesBetween, noticeEdit, noticeNew } from './assignmentNotices.ts';
import {
  assignmentsOfClasses,
  findAssignment,
  isGiven,
  removedAssignmentsOfClasses,
  selectedStudents,
  toAssignment,
  type AssignmentRow,
} from './assignmentRows.ts';
import { TEACHERS_ONLY } from './assignmentTeacher.ts';
import { visibleClasses } from './classes.ts';
import { rosterOf } from './enrolments.ts';
import { idFrom, notFound } from './errors.ts';
import { restorableSince } from './softRemoval.ts';
import { dueFor, recomputeLateness } from './studentTerms.ts';
import { toStudentWork } from './studentWork.ts';
import { loadClassWork, type ClassWork } from './work.ts';
import { assignmentCreateSchema, assignmentUpdateSchema } from './workSchemas.ts';

function teacherView(caller: UserRow, cls: ClassRow, row: AssignmentRow, work: ClassWork, now: number): TeacherAssignment {
  return { ...toAssignment(row, cls, work.selection(row), now), counts: work.counts(row), can_edit: isClassTeacher(caller, cls) };
}

/** A student's own view: only what was given to them, counted for them alone, and no one else's enrolment id. */
function studentView(db: Database, caller: UserRow, cls: ClassRow, now: number): TeacherAssignment[] {
  const roster = rosterOf(db, cls.id);
  const own = roster.find((row) => row.user_id === caller.id && row.status === 'active');
  if (!own) return [];
  const rows = assignmentsOfClasses(db, [cls.id]).filter((row) => isGiven(row, now));
  const work = loadClassWork(db, [own], rows, now);
  return rows.flatMap((row) => {
    const [cell] = work.cells(row);
    if (!cell) return [];
    const counts = emptyCounts();
    counts[cell.state] = 1;
    const assignment = toAssignment(row, cls, row.audience === 'students' ? [own.id] : [], now);
    return [{ ...assignment, due_at: dueFor(row, cell.term), counts, can_edit: false }];
  });
}

function classAssignments(db: Database, caller: UserRow, cls: ClassRow, now: number): TeacherAssignment[] {
  if (!isClassStaff(caller, cls)) return studentView(db, caller, cls, now);
  const rows = assignmentsOfClasses(db, [cls.id]);
  const work = loadClassWork(db, rosterOf(db, cls.id), rows, now);
  return rows.map((row) => teacherView(caller, cls, row, work, now));
}

/** The removed assignments of the caller's own classes that can still be restored (only a class's teacher removes and restores). */
function removedAssignments(context: ApiContext, caller: UserRow, classes: readonly ClassRow[], now: number): TeacherAssignment[] {
  const own = classes.filter((cls) => isClassTeacher(caller, cls));
  const rows = removedAssignmentsOfClasses(
    context.db,
    own.map((cls) => cls.id),
    restorableSince(now),
  );
  return own.flatMap((cls) => {
    const mine = rows.filter((row) => row.class_id === cls.id);
    const work = loadClassWork(context.db, rosterOf(context.db, cls.id), mine, now);
    return mine.map((row) => teacherView(caller, cls, row, work, now));
  });
}

export function listAssignments(context: ApiContext, caller: UserRow, classIdText: string | undefined, removed = false): ApiAnswer<AssignmentListResponse> {
  const refused = roleAllowed(caller, [...STAFF_ROLES, 'student'], 'Veliler ödevleri çocuklarının ödev listesinde görür.');
  if (refused) return refused;
  const now = context.now();
  let classes: ClassRow[];
  if (classIdText === undefined) classes = visibleClasses(context, caller);
  else {
    const access = classAccess(context.db, caller, idFrom(classIdText));
    if (!access.ok) return access.answer;
    classes = [access.value];
  }
  if (removed) {
    const list = removedAssignments(context, caller, classes, now);
    list.sort((a, b) => ((a.removed_at ?? '') > (b.removed_at ?? '') ? -1 : (a.removed_at ?? '') < (b.removed_at ?? '') ? 1 : b.id - a.id));
    return ok({ success: true, assignments: list });
  }
  const assignments = classes.flatMap((cls) => classAssignments(context.db, caller, cls, now));
  assignments.sort((a, b) => (a.due_at < b.due_at ? -1 : a.due_at > b.due_at ? 1 : a.id - b.id));
  return ok({ success: true, assignments });
}

/** The assignment and its class, for the class's staff only: students and parents see their work as homework. */
function staffAssignment(context: ApiContext, caller: UserRow, id: number | undefined) {
  const row = id === undefined ? undefined : findAssignment(context.db, id);
  const cls = row && findClass(context.db, row.class_id);
  if (!row || !cls || !isClassStaff(caller, cls)) return undefined;
  return { row, cls };
}

export function getAssignment(context: ApiContext, caller: UserRow, id: number | undefined): ApiAnswer<AssignmentDetailResponse> {
  const found = staffAssignment(context, caller, id);
  if (!found) return notFound();
  const { row, cls } = found;
  const now = context.now();
  const work = loadClassWork(context.db, rosterOf(context.db, cls.id), [row], now);
  return ok({
    success: true,
    assignment: teacherView(caller, cls, row, work, now),
    work: work.cells(row).map((cell) => toStudentWork(cell, row, now)),
  });
}

type Fields = {
  title: string;
  instructions: string;
  kind: AssignmentRow['content_kind'];
  ref: string | null;
  part: AssignmentRow['content_part'];
  outcomes: string[];
  questions: { id: string; correct_index: number }[];
  status: AssignmentRow['status'];
  publish_at: string | null;
  due_at: string;
  audience: AssignmentRow['audience'];
  student_ids: number[];
  reveal: AssignmentRow['reveal'];
};

/** Rules that need the stored assignment or the class: its students, and the schedule as it will be after the change. */
function checkFields(db: Database, cls: ClassRow, fields: Fields): ApiAnswer<never> | undefined {
  const errors: ValidationErrors = {};
  if (fields.status === 'scheduled' && !fields.publish_at) errors.publish_at = ['Zamanlanmış ödev için yayın zamanı zorunludur.'];
  if (fields.publish_at && fields.due_at <= fields.publish_at) errors.due_at = ['Teslim zamanı yayın zamanından sonra olmalıdır.'];
  if (fields.audience === 'students') {
    const roster = new Set(
      db
        .prepare<[number], { id: number }>("SELECT id FROM enrolments WHERE class_id = ? AND status = 'active'")
        .all(cls.id)
        .map((row) => row.id),
    );
    if (!fields.student_ids.length) errors.student_ids = ['En az bir öğrenci seçin.'];
    fields.student_ids.forEach((id, index) => {
      if (!roster.has(id)) errors[`student_ids.${index}`] = ['Bu öğrenci bu sınıfın etkin listesinde yok.'];
    });
  }
  if (!Object.keys(errors).length) return undefined;
  const messages = Object.values(errors).flat();
  return fail(400, messages.length === 1 ? (messages[0] ?? '') : 'Lütfen formdaki hataları düzeltin.', { error_code: 'VALIDATION_ERROR', errors });
}

/** Published now means given now: the moment that bounds lateness from below (docs/architecture.md#the-two-outboxes). */
function publishMoment(fields: Fields, nowIso: string): string | null {
  if (fields.status !== 'published' && fields.status !== 'closed') return fields.publish_at;
  return fields.publish_at && fields.publish_at <= nowIso ? fields.publish_at : nowIso;
}

function store(db: Database, id: number | undefined, classId: number, fields: Fields, nowIso: string): number {
  const values = [
    fields.title,
    fields.instructions,
    fields.kind,
    fields.ref,
    fields.kind === 'experiment' ? fields.part : null,
    JSON.stringify(fields.outcomes),
    JSON.stringify(fields.questions),
    fields.status,
    publishMoment(fields, nowIso),
    fields.due_at,
    fields.audience,
    fields.reveal,
  ];
  return db.transaction(() => {
    let assignmentId = id;
    if (assignmentId === undefined) {
      const result = db
        .prepare(
          `INSERT INTO assignments (title, instructions, content_kind, content_ref, content_part, outcomes_json, answer_key_json, status, publish_at, due_at, audience, reveal, class_id, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(...values, classId, nowIso, nowIso);
      assignmentId = Number(result.lastInsertRowid);
    } else {
      // Hand-ins close at the first save that closed them (a later edit of a closed one keeps that moment); reopening clears it.
      db.prepare(
        `UPDATE assignments SET title = ?, instructions = ?, content_kind = ?, content_ref = ?, content_part = ?, outcomes_json = ?, answer_key_json = ?,
                status = ?, publish_at = ?, due_at = ?, audience = ?, reveal = ?, updated_at = ?,
                closed_at = CASE WHEN ? = 'closed' THEN COALESCE(closed_at, ?) END WHERE id = ?`,
      ).run(...values, nowIso, fields.status, nowIso, assignmentId);
    }
    db.prepare('DELETE FROM assignment_students WHERE assignment_id = ?').run(assignmentId);
    const select = db.prepare('INSERT OR IGNORE INTO assignment_students (assignment_id, enrolment_id) VALUES (?, ?)');
    if (fields.audience === 'students') for (const enrolmentId of fields.student_ids) select.run(assignmentId, enrolmentId);
    return assignmentId;
  })();
}

function answerWith(context: ApiContext, caller: UserRow, cls: ClassRow, id: number, message: string, status: number): ApiAnswer<AssignmentResponse> {
  const row = findAssignment(context.db, id);
  if (!row) throw new Error(`Assignment ${id} was not stored.`);
  const now = context.now();
  const work = loadClassWork(context.db, rosterOf(context.db, cls.id), [row], now);
  return ok({ success: true, message, assignment: teacherView(caller, cls, row, work, now) }, status);
}

export function createAssignment(context: ApiContext, caller: UserRow, body: unknown): ApiAnswer<AssignmentResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, TEACHERS_ONLY);
  if (refused) return refused;
  const parsed = parseBody(assignmentCreateSchema, body);
  if (!parsed.ok) return parsed.answer;
  const input = parsed.value;
  const access = classAccess(context.db, caller, input.class_id, isClassTeacher, TEACHERS_ONLY);
  if (!access.ok) return access.answer;
  const fields: Fields = {
    title: input.title,
    instructions: input.instructions ?? '',
    kind: input.content.kind,
    ref: input.content.ref,
    part: input.content.part ?? null,
    outcomes: input.outcomes,
    questions: input.questions,
    status: input.status,
    publish_at: input.publish_at,
    due_at: input.due_at,
    audience: input.audience,
    student_ids: input.audience === 'students' ? input.student_ids : [],
    reveal: input.reveal,
  };
  const problem = checkFields(context.db, access.value, fields);
  if (problem) return problem;
  const { db } = context;
  const id = db.transaction(() => {
    const stored = store(db, undefined, access.value.id, fields, context.nowIso());
    const row = findAssignment(db, stored);
    if (row) noticeNew(db, row, context.now());
    return stored;
  })();
  return answerWith(context, caller, access.value, id, 'Ödev kaydedildi.', 201);
}

export function updateAssignment(context: ApiContext, caller: UserRow, id: number | undefined, body: unknown): ApiAnswer<AssignmentResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, TEACHERS_ONLY);
  if (refused) return refused;
  const found = staffAssignment(context, caller, id);
  if (!found) return notFound();
  const { row, cls } = found;
  const access = classAccess(context.db, caller, cls.id, isClassTeacher, TEACHERS_ONLY);
  if (!access.ok) return access.answer;
  const parsed = parseBody(assignmentUpdateSchema, body);
  if (!parsed.ok) return parsed.answer;
  const input = parsed.value;
  const stored = selectedStudents(context.db, [row.id]).get(row.id) ?? [];
  const audience = input.audience ?? row.audience;
  const fields: Fields = {
    title: input.title ?? row.title,
    instructions: input.instructions ?? row.instructions,
    kind: input.content?.kind ?? row.content_kind,
    ref: input.content ? input.content.ref : row.content_ref,
    part: input.content ? (input.content.part ?? null) : row.content_part,
    outcomes: input.outcomes ?? (JSON.parse(row.outcomes_json) as string[]),
    questions: input.questions ?? (JSON.parse(row.answer_key_json) as Fields['questions']),
    status: input.status ?? row.status,
    publish_at: input.publish_at === undefined ? row.publish_at : input.publish_at,
    due_at: input.due_at ?? row.due_at,
    audience,
    student_ids: audience === 'students' ? (input.student_ids ?? stored) : [],
    reveal: input.reveal ?? row.reveal,
  };
  const problem = checkFields(context.db, cls, fields);
  if (problem) return problem;
  const { db } = context;
  const now = context.now();
  db.transaction(() => {
    store(db, row.id, cls.id, fields, context.nowIso());
    const after = findAssignment(db, row.id);
    if (!after) return;
    // Moving the due time judges every hand-in again; the work itself stays as it was handed in.
    if (after.due_at !== row.due_at) recomputeLateness(db, after);
    noticeEdit(db, row, after, changesBetween(row, after, stored, fields.student_ids), now);
  })();
  return answerWith(context, caller, cls, row.id, fields.status === 'closed' && row.status !== 'closed' ? 'Ödev kapatıldı.' : 'Ödev güncellendi.', 200);
}
