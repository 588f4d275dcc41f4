import type { StudentResponse, StudentsResponse } from '../../../src/shared/api/classroom.ts';
import { CLASSROOM_LIMITS } from '../../../src/shared/api/classroom.ts';
import type { ValidationErrors } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { classAccess, isClassTeacher, roleAllowed, STAFF_ROLES, type ClassRow } from './access.ts';
import { studentAddSchema, studentBulkSchema, studentUpdateSchema } from './classSchemas.ts';
import { staffStudentView } from './classViews.ts';
import { countActive, findEnrolment, insertEnrolment, numbersInUse, rosterOf, rosterRow } from './enrolments.ts';
import { notFound } from './errors.ts';
import { hashPictureCode } from './pictureCodes.ts';
import { unlockChild } from './pictureCodeLocks.ts';

const TEACHERS_ONLY = 'Sınıf listesini yalnızca sınıfın öğretmeni değiştirebilir.';
const NUMBER_TAKEN = 'Bu okul numarası sınıfta başka bir öğrencide var.';
const CLASS_FULL = `Bir sınıfta en fazla ${CLASSROOM_LIMITS.studentsPerClass} etkin öğrenci olabilir.`;

type NewStudent = { first_name: string; last_name: string; number?: string | null };

function invalid(errors: ValidationErrors): ApiAnswer<never> {
  const messages = Object.values(errors).flat();
  const single = messages.length === 1 ? messages[0] : undefined;
  return fail(400, single ?? 'Lütfen formdaki hataları düzeltin.', { error_code: 'VALIDATION_ERROR', errors });
}

/** Numbers already in the class or twice in the list, and room for everyone: checked before anything is stored. */
function checkNewStudents(
  context: ApiContext,
  cls: ClassRow,
  students: readonly NewStudent[],
  fieldOf: (index: number) => string,
): ApiAnswer<never> | undefined {
  const taken = numbersInUse(context.db, cls.id);
  const errors: ValidationErrors = {};
  students.forEach((student, index) => {
    if (!student.number) return;
    if (taken.has(student.number)) errors[`${fieldOf(index)}number`] = [NUMBER_TAKEN];
    taken.add(student.number);
  });
  if (Object.keys(errors).length) return invalid(errors);
  if (countActive(context.db, cls.id) + students.length > CLASSROOM_LIMITS.studentsPerClass) return invalid({ students: [CLASS_FULL] });
  return undefined;
}

export function teacherClass(context: ApiContext, caller: UserRow, classId: number | undefined) {
  const refused = roleAllowed(caller, STAFF_ROLES, TEACHERS_ONLY);
  if (refused) return { ok: false as const, answer: refused };
  return classAccess(context.db, caller, classId, isClassTeacher, TEACHERS_ONLY);
}

function addAll(context: ApiContext, cls: ClassRow, students: readonly NewStudent[]): number[] {
  return context.db.transaction(() =>
    students.map((student) =>
      insertEnrolment(
        context.db,
        { class_id: cls.id, first_name: student.first_name, last_name: student.last_name, number: student.number ?? null },
        context.nowIso(),
      ),
    ),
  )();
}

export function addStudent(context: ApiContext, caller: UserRow, classId: number | undefined, body: unknown): ApiAnswer<StudentResponse> {
  const access = teacherClass(context, caller, classId);
  if (!access.ok) return access.answer;
  const parsed = parseBody(studentAddSchema, body);
  if (!parsed.ok) return parsed.answer;
  const problem = checkNewStudents(context, access.value, [parsed.value], () => '');
  if (problem) return problem;
  const [id] = addAll(context, access.value, [parsed.value]);
  const row = id === undefined ? undefined : rosterRow(context.db, id);
  if (!row) throw new Error('The new enrolment was not stored.');
  return ok({ success: true, message: 'Öğrenci eklendi.', student: staffStudentView(context.db, access.value, row, context.now()) }, 201);
}

/** A pasted school list: every line is checked first, and either all are added or none. */
export function addStudents(context: ApiContext, caller: UserRow, classId: number | undefined, body: unknown): ApiAnswer<StudentsResponse> {
  const access = teacherClass(context, caller, classId);
  if (!access.ok) return access.answer;
  const parsed = parseBody(studentBulkSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { students } = parsed.value;
  const problem = checkNewStudents(context, access.value, students, (index) => `students.${index}.`);
  if (problem) return problem;
  const ids = new Set(addAll(context, access.value, students));
  const added = rosterOf(context.db, access.value.id).filter((row) => ids.has(row.id));
  const now = context.now();
  return ok(
    {
      success: true,
      message: `${added.length} öğrenci eklendi.`,
      students: added.map((row) => staffStudentView(context.db, access.value, row, now)),
    },
    201,
  );
}

export function updateStudent(
  context: ApiContext,
  caller: UserRow,
  classId: number | undefined,
  enrolmentId: number | undefined,
  body: unknown,
): ApiAnswer<StudentResponse> {
  const access = teacherClass(context, caller, classId);
  if (!access.ok) return access.answer;
  const enrolment = enrolmentId === undefined ? undefined : findEnrolment(context.db, access.value.id, enrolmentId);
  if (!enrolment) return notFound();
  const parsed = parseBody(studentUpdateSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { first_name, last_name, number, status, picture_code } = parsed.value;
  if (number && numbersInUse(context.db, access.value.id, enrolment.id).has(number)) return invalid({ number: [NUMBER_TAKEN] });
  if (status === 'active' && enrolment.status !== 'active' && countActive(context.db, access.value.id) >= CLASSROOM_LIMITS.studentsPerClass) {
    return invalid({ status: [CLASS_FULL] });
  }
  const pictureHash = picture_code === undefined ? enrolment.picture_code_hash : picture_code && hashPictureCode(context.jwtSecret, picture_code);
  context.db
    .prepare('UPDATE enrolments SET first_name = ?, last_name = ?, number = ?, status = ?, picture_code_hash = ?, updated_at = ? WHERE id = ?')
    .run(
      first_name ?? enrolment.first_name,
      last_name ?? enrolment.last_name,
      number === undefined ? enrolment.number : number,
      status ?? enrolment.status,
      pictureHash,
      context.nowIso(),
      enrolment.id,
    );
  // A new code makes the guesses at the old one moot: the child may sign in with it at once.
  if (picture_code) unlockChild(context.db, access.value.id, enrolment.id, context.now());
  const row = rosterRow(context.db, enrolment.id);
  if (!row) throw new Error(`Enrolment ${enrolment.id} disappeared during an update.`);
  return ok({ success: true, message: 'Öğrenci bilgileri güncellendi.', student: staffStudentView(context.db, access.value, row, context.now()) });
}
