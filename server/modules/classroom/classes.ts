import type { ClassListResponse, ClassResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { recordContactReads } from '../privacy/index.ts';
import { childrenOf, classAccess, findClass, isClassTeacher, roleAllowed, STAFF_ROLES, type ClassRow } from './access.ts';
import { classCopySchema, classCreateSchema, classUpdateSchema } from './classSchemas.ts';
import { classDetail, classSummary } from './classViews.ts';
import { insertEnrolment, rosterOf } from './enrolments.ts';
import { freshJoinCode } from './joinCodes.ts';
import { lessonsOf, replaceLessons } from './lessonRows.ts';

const STAFF_ONLY = 'Sınıfları yalnızca öğretmenler ve okul yöneticileri oluşturabilir.';
/** The administrator's view of her school's classes is read-only (README): only the class's teacher renames or archives it, as `can_edit` says. */
const TEACHER_EDITS = 'Sınıfı yalnızca sınıfın öğretmeni değiştirebilir; okul yöneticisi sınıfları görüntüler.';

/** The classes a caller may see, by name: a teacher's own, an administrator's school's, a student's or their children's. */
export function visibleClasses(context: ApiContext, caller: UserRow): ClassRow[] {
  const { db } = context;
  if (caller.role === 'student' || caller.role === 'parent') {
    const userIds = caller.role === 'parent' ? childrenOf(db, caller.id) : [caller.id];
    return db
      .prepare<[string], ClassRow>(
        `SELECT * FROM classes WHERE id IN (SELECT class_id FROM enrolments WHERE status = 'active' AND user_id IN (SELECT value FROM json_each(?)))
          ORDER BY name, id`,
      )
      .all(JSON.stringify(userIds));
  }
  const school = caller.role === 'administrator' ? caller.school : null;
  return db
    .prepare<[number, string | null], ClassRow>('SELECT * FROM classes WHERE teacher_id = ? OR (school IS NOT NULL AND school = ?) ORDER BY name, id')
    .all(caller.id, school);
}

export function listClasses(context: ApiContext, caller: UserRow): ApiAnswer<ClassListResponse> {
  const now = context.now();
  return ok({ success: true, classes: visibleClasses(context, caller).map((cls) => classSummary(context.db, caller, cls, now)) });
}

function insertClass(context: ApiContext, caller: UserRow, fields: Pick<ClassRow, 'name' | 'subject' | 'grade' | 'description'>): ClassRow {
  const nowIso = context.nowIso();
  const { lastInsertRowid } = context.db
    .prepare(
      `INSERT INTO classes (name, subject, grade, description, school, teacher_id, join_code, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(fields.name, fields.subject, fields.grade, fields.description, caller.school, caller.id, freshJoinCode(context.db), nowIso, nowIso);
  const cls = findClass(context.db, Number(lastInsertRowid));
  if (!cls) throw new Error('The new class was not stored.');
  return cls;
}

export function createClass(context: ApiContext, caller: UserRow, body: unknown): ApiAnswer<ClassResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, STAFF_ONLY);
  if (refused) return refused;
  const parsed = parseBody(classCreateSchema, body);
  if (!parsed.ok) return parsed.answer;
  const cls = insertClass(context, caller, { ...parsed.value, description: parsed.value.description ?? '' });
  return ok({ success: true, message: 'Sınıf oluşturuldu.', class: classDetail(context.db, caller, cls, context.now()) }, 201);
}

export function getClass(context: ApiContext, caller: UserRow, classId: number | undefined): ApiAnswer<ClassResponse> {
  const access = classAccess(context.db, caller, classId);
  if (!access.ok) return access.answer;
  const detail = classDetail(context.db, caller, access.value, context.now());
  recordContactReads(context, caller, detail.students);
  return ok({ success: true, class: detail });
}

export function updateClass(context: ApiContext, caller: UserRow, classId: number | undefined, body: unknown): ApiAnswer<ClassResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, STAFF_ONLY);
  if (refused) return refused;
  const access = classAccess(context.db, caller, classId, isClassTeacher, TEACHER_EDITS);
  if (!access.ok) return access.answer;
  const parsed = parseBody(classUpdateSchema, body);
  if (!parsed.ok) return parsed.answer;
  const cls = access.value;
  const next = { ...cls, ...Object.fromEntries(Object.entries(parsed.value).filter(([, value]) => value !== undefined)) };
  context.db
    .prepare('UPDATE classes SET name = ?, subject = ?, grade = ?, description = ?, status = ?, updated_at = ? WHERE id = ?')
    .run(next.name, next.subject, next.grade, next.description, next.status, context.nowIso(), cls.id);
  const stored = findClass(context.db, cls.id) ?? cls;
  return ok({ success: true, message: 'Sınıf güncellendi.', class: classDetail(context.db, caller, stored, context.now()) });
}

/** A new school year's class from an old one: the plan (and, if asked, the active roster), never the old work. */
export function copyClass(context: ApiContext, caller: UserRow, classId: number | undefined, body: unknown): ApiAnswer<ClassResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, STAFF_ONLY);
  if (refused) return refused;
  const access = classAccess(context.db, caller, classId, isClassTeacher);
  if (!access.ok) return access.answer;
  const parsed = parseBody(classCopySchema, body);
  if (!parsed.ok) return parsed.answer;
  const source = access.value;
  const { db } = context;
  const copy = db.transaction(() => {
    const cls = insertClass(context, caller, {
      name: parsed.value.name,
      subject: source.subject,
      grade: source.grade,
      description: source.description,
    });
    replaceLessons(
      db,
      cls.id,
      lessonsOf(db, source.id).map((lesson) => ({
        title: lesson.title,
        kind: lesson.content.kind,
        ref: lesson.content.ref,
        part: lesson.content.part ?? null,
        planned_for: null,
      })),
      context.nowIso(),
    );
    if (parsed.value.include_students) {
      for (const row of rosterOf(db, source.id).filter((item) => item.status === 'active')) {
        const { user_id, number, first_name, last_name, picture_code_hash } = row;
        insertEnrolment(db, { class_id: cls.id, user_id, number, first_name, last_name, picture_code_hash }, context.nowIso());
      }
    }
    return cls;
  })();
  return ok({ success: true, message: 'Sınıf kopyalandı.', class: classDetail(db, caller, copy, context.now()) }, 201);
}
