import { CLASSROOM_LIMITS, type LessonsResponse, type RemovedLessonsResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { classAccess, isClassTeacher, roleAllowed, STAFF_ROLES } from './access.ts';
import { lessonsSchema } from './classSchemas.ts';
import { notFound } from './errors.ts';
import { findLesson, lessonsOf, removedLessonsOf, replaceLessons } from './lessonRows.ts';
import { restorableSince, restoreRefusal } from './softRemoval.ts';

const TEACHERS_ONLY = 'Ders planını yalnızca sınıfın öğretmeni değiştirebilir.';

export function replaceLessonPlan(context: ApiContext, caller: UserRow, classId: number | undefined, body: unknown): ApiAnswer<LessonsResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, TEACHERS_ONLY);
  if (refused) return refused;
  const access = classAccess(context.db, caller, classId, isClassTeacher, TEACHERS_ONLY);
  if (!access.ok) return access.answer;
  const parsed = parseBody(lessonsSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { db } = context;
  db.transaction(() => {
    replaceLessons(
      db,
      access.value.id,
      parsed.value.lessons.map((lesson) => ({
        title: lesson.title,
        kind: lesson.content.kind,
        ref: lesson.content.ref,
        part: lesson.content.part ?? null,
        planned_for: lesson.planned_for,
      })),
      context.nowIso(),
    );
    db.prepare('UPDATE classes SET updated_at = ? WHERE id = ?').run(context.nowIso(), access.value.id);
  })();
  return ok({ success: true, message: 'Ders planı kaydedildi.', lessons: lessonsOf(db, access.value.id) });
}

/** The class's teacher only: anyone else who sees the class is refused (403), anyone who does not gets 404. */
function teacherClass(context: ApiContext, caller: UserRow, classId: number | undefined) {
  const refused = roleAllowed(caller, STAFF_ROLES, TEACHERS_ONLY);
  if (refused) return { ok: false as const, answer: refused };
  return classAccess(context.db, caller, classId, isClassTeacher, TEACHERS_ONLY);
}

/** DELETE one lesson: it leaves the plan (and the schedule) but is kept for restoreDays, beyond a later save of the plan. */
export function removeLesson(context: ApiContext, caller: UserRow, classId: number | undefined, lessonId: number | undefined): ApiAnswer<LessonsResponse> {
  const access = teacherClass(context, caller, classId);
  if (!access.ok) return access.answer;
  const { db } = context;
  const lesson = lessonId === undefined ? undefined : findLesson(db, access.value.id, lessonId);
  if (!lesson) return notFound();
  db.prepare('UPDATE lessons SET removed_at = COALESCE(removed_at, ?) WHERE id = ?').run(context.nowIso(), lesson.id);
  return ok({ success: true, message: 'Ders kaldırıldı. 30 gün içinde geri alabilirsiniz.', lessons: lessonsOf(db, access.value.id) });
}

/** POST restore: a lesson removed within restoreDays comes back at the end of the plan (the plan may have changed since); later 410. */
export function restoreLesson(context: ApiContext, caller: UserRow, classId: number | undefined, lessonId: number | undefined): ApiAnswer<LessonsResponse> {
  const access = teacherClass(context, caller, classId);
  if (!access.ok) return access.answer;
  const { db } = context;
  const lesson = lessonId === undefined ? undefined : findLesson(db, access.value.id, lessonId);
  if (!lesson) return notFound();
  if (lesson.removed_at) {
    const refused = restoreRefusal(lesson.removed_at, context.now());
    if (refused) return refused;
    const count = lessonsOf(db, access.value.id).length;
    if (count >= CLASSROOM_LIMITS.lessonsPerClass) {
      return fail(409, `Bir sınıfın ders planında en fazla ${CLASSROOM_LIMITS.lessonsPerClass} ders olabilir.`, { error_code: 'VALIDATION_ERROR' });
    }
    db.prepare(
      'UPDATE lessons SET removed_at = NULL, position = (SELECT COALESCE(MAX(position), 0) + 1 FROM lessons WHERE class_id = ? AND removed_at IS NULL) WHERE id = ?',
    ).run(access.value.id, lesson.id);
  }
  return ok({ success: true, message: 'Ders geri alındı.', lessons: lessonsOf(db, access.value.id) });
}

/** GET: the lessons the class's teacher removed and can still restore. */
export function removedLessons(context: ApiContext, caller: UserRow, classId: number | undefined): ApiAnswer<RemovedLessonsResponse> {
  const access = teacherClass(context, caller, classId);
  if (!access.ok) return access.answer;
  return ok({ success: true, lessons: removedLessonsOf(context.db, access.value.id, restorableSince(context.now())) });
}
