import type { Database } from 'better-sqlite3';
import { autoScore, effectiveCompletion, isLate, PICTURE_CODE_EMOJI, type AnswerKeyEntry, type PictureEmoji } from '../../src/shared/api/classroom.ts';
import { findUserByEmail, type UserRow } from '../modules/auth/index.ts';
import { createRosterAccount, hashPictureCode, insertEnrolment, replaceLessons } from '../modules/classroom/index.ts';
import { ANSWER_KEYS, CLASS_5B, CLASS_6A, DEMO_PICTURE_CODES, type SeedClass } from './classroomContent.ts';
import { ATTENDANCE_5B, WORK_5B, WORK_6A, type SeedAssignment, type SeedWork } from './classroomWork.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 5-B's children who once signed in at the class tablet and so have roster accounts (Deniz's is made for the parent link). */
const TABLET_USERS_5B = [2, 3, 4, 5, 6];

/** The code of a 5-B child other than the two documented ones: made from their place on the list. */
export function pictureCodeFor(place: number): PictureEmoji[] {
  if (place === 0) return [...DEMO_PICTURE_CODES.elif];
  if (place === 1) return [...DEMO_PICTURE_CODES.deniz];
  const pick = (index: number): PictureEmoji => PICTURE_CODE_EMOJI[index % PICTURE_CODE_EMOJI.length] ?? '🐱';
  return [pick(place * 5), pick(place * 7 + 1), pick(place * 3 + 2), pick(place + 3)];
}

type Clock = { at(days: number): string };

function insertClass(db: Database, teacher: UserRow, spec: SeedClass, clock: Clock): number {
  const created = clock.at(-30);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO classes (name, subject, grade, description, school, teacher_id, join_code, created_at, updated_at)
       VALUES (?, 'science', ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(spec.name, spec.grade, spec.description, teacher.school, teacher.id, spec.join_code, created, created);
  const classId = Number(lastInsertRowid);
  replaceLessons(
    db,
    classId,
    spec.lessons.map((lesson) => ({
      title: lesson.title,
      kind: lesson.content.kind,
      ref: lesson.content.ref,
      part: lesson.content.part ?? null,
      planned_for: lesson.day === null ? null : clock.at(lesson.day).slice(0, 10),
    })),
    created,
  );
  return classId;
}

/** Answers with `correct` of the key right and the rest on a wrong option. */
function answersFor(key: readonly AnswerKeyEntry[], correct: number): Record<string, number> {
  return Object.fromEntries(key.map((entry, index) => [entry.id, index < correct ? entry.correct_index : (entry.correct_index + 1) % 3]));
}

function insertSubmission(db: Database, assignmentId: number, studentId: number, spec: SeedAssignment, work: SeedWork, clock: Clock): void {
  const key: readonly AnswerKeyEntry[] = spec.key ? ANSWER_KEYS[spec.key] : [];
  const answers = spec.key ? answersFor(key, work.correct ?? 0) : {};
  const completed = clock.at(work.completedDay);
  const received = clock.at(work.receivedDay ?? work.completedDay);
  const given = clock.at(spec.publishDay ?? -30);
  const due = clock.at(spec.dueDay);
  const marked = work.grade ?? work.returned;
  db.prepare(
    `INSERT INTO submissions (assignment_id, student_id, answers_json, text, auto_score, score, feedback, completed_at, received_at, late, graded_at, returned_at, version)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    assignmentId,
    studentId,
    JSON.stringify(answers),
    work.text ?? '',
    autoScore(key, answers),
    work.grade?.score ?? null,
    marked?.feedback ?? '',
    new Date(effectiveCompletion(completed, received, given)).toISOString(),
    received,
    isLate(completed, received, given, due) ? 1 : 0,
    marked ? clock.at(marked.day) : null,
    work.returned ? clock.at(work.returned.day) : null,
    marked ? 2 : 1,
  );
}

function insertAssignments(
  db: Database,
  classId: number,
  specs: readonly SeedAssignment[],
  enrolments: readonly number[],
  users: ReadonlyMap<number, number>,
  clock: Clock,
): void {
  const insert = db.prepare(
    `INSERT INTO assignments (class_id, title, instructions, content_kind, content_ref, content_part, outcomes_json, answer_key_json, status, publish_at, due_at, audience, closed_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare('INSERT INTO assignment_students (assignment_id, enrolment_id) VALUES (?, ?)');
  for (const spec of specs) {
    const created = clock.at((spec.publishDay ?? 0) - 1);
    const { lastInsertRowid } = insert.run(
      classId,
      spec.title,
      spec.instructions,
      spec.content.kind,
      spec.content.ref,
      spec.content.part ?? null,
      JSON.stringify(spec.outcomes),
      JSON.stringify(spec.key ? ANSWER_KEYS[spec.key] : []),
      spec.status,
      spec.publishDay === null ? null : clock.at(spec.publishDay),
      clock.at(spec.dueDay),
      spec.students ? 'students' : 'class',
      // A closed demo assignment closed at its due time.
      spec.status === 'closed' ? clock.at(spec.dueDay) : null,
      created,
      created,
    );
    const assignmentId = Number(lastInsertRowid);
    for (const place of spec.students ?? []) select.run(assignmentId, enrolments[place]);
    for (const [place, work] of Object.entries(spec.work)) {
      const userId = users.get(Number(place));
      if (userId !== undefined) insertSubmission(db, assignmentId, userId, spec, work, clock);
    }
  }
}

function insertAttendance(db: Database, classId: number, enrolments: readonly number[], clock: Clock): void {
  for (const { day, except } of ATTENDANCE_5B) {
    const date = clock.at(day).slice(0, 10);
    db.prepare('INSERT INTO attendance_sheets (class_id, date, version, updated_at) VALUES (?, ?, 1, ?)').run(classId, date, clock.at(day));
    enrolments.forEach((enrolmentId, place) =>
      db
        .prepare('INSERT INTO attendance_records (class_id, date, enrolment_id, status) VALUES (?, ?, ?, ?)')
        .run(classId, date, enrolmentId, except[place] ?? 'present'),
    );
  }
}

function seed5B(db: Database, secret: Buffer, teacher: UserRow, clock: Clock, nowIso: string): void {
  const classId = insertClass(db, teacher, CLASS_5B, clock);
  const student = findUserByEmail(db, 'ogrenci@etkilab.example');
  const parent = findUserByEmail(db, 'veli@etkilab.example');
  const users = new Map<number, number>();
  const enrolments = CLASS_5B.students.map((child, place) => {
    const user_id = place === 0 ? (student?.id ?? null) : null;
    const id = insertEnrolment(db, { class_id: classId, user_id, ...child, picture_code_hash: hashPictureCode(secret, pictureCodeFor(place)) }, clock.at(-30));
    if (user_id !== null) users.set(place, user_id);
    if (place === 1 || TABLET_USERS_5B.includes(place)) users.set(place, createRosterAccount(db, { id, ...child }, teacher.school, nowIso).id);
    return id;
  });
  const deniz = users.get(1);
  if (parent && deniz !== undefined)
    db.prepare('INSERT OR IGNORE INTO guardian_links (parent_id, student_id, created_at) VALUES (?, ?, ?)').run(parent.id, deniz, nowIso);
  insertAssignments(db, classId, WORK_5B, enrolments, users, clock);
  insertAttendance(db, classId, enrolments, clock);
}

function seed6A(db: Database, teacher: UserRow, clock: Clock): void {
  const classId = insertClass(db, teacher, CLASS_6A, clock);
  const enrolments = CLASS_6A.students.map((child) => insertEnrolment(db, { class_id: classId, ...child }, clock.at(-30)));
  insertAssignments(db, classId, WORK_6A, enrolments, new Map(), clock);
}

/**
 * The demo teacher's two classes with their lists, plans, work and attendance (README, "Demo accounts").
 * A class is made only when no class has its join code, so a restart or a renamed class adds nothing.
 */
export function seedClassroom(db: Database, secret: Buffer, nowIso: string): void {
  const teacher = findUserByEmail(db, 'ogretmen@etkilab.example');
  if (!teacher) return;
  const now = Date.parse(nowIso);
  const clock: Clock = { at: (days) => new Date(now + days * DAY_MS).toISOString() };
  const missing = (code: string) => !db.prepare<[string], { found: number }>('SELECT 1 AS found FROM classes WHERE join_code = ?').get(code);
  db.transaction(() => {
    if (missing(CLASS_5B.join_code)) seed5B(db, secret, teacher, clock, nowIso);
    if (missing(CLASS_6A.join_code)) seed6A(db, teacher, clock);
  })();
}
