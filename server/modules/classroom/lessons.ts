import type { LessonsResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../context.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/users.ts';
import { classAccess, isClassTeacher, roleAllowed, STAFF_ROLES } from './access.ts';
import { lessonsSchema } from './classSchemas.ts';
import { lessonsOf, replaceLessons } from './lessonRows.ts';

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
    );
    db.prepare('UPDATE classes SET updated_at = ? WHERE id = ?').run(context.nowIso(), access.value.id);
  })();
  return ok({ success: true, message: 'Ders planı kaydedildi.', lessons: lessonsOf(db, access.value.id) });
}
