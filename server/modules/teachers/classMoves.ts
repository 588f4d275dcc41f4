import type { MoveClassResponse } from '../../../src/shared/api/teachers.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { notFound, roleAllowed } from '../classroom/index.ts';
import * as m from './messages.ts';
import { moveClassSchema, parseTeacherBody } from './schemas.ts';
import { schoolClass, setClassTeacher, teacherOf } from './teacherRows.ts';

/**
 * Gives a class of the school to another active teacher of the school (a teacher leaving, a timetable
 * change). Others' roles 403 before any id is read; a class or teacher not of the school 404; a bad
 * body or an inactive teacher 422. The class keeps its students, lessons and work.
 */
export function moveClass(context: ApiContext, caller: UserRow, classId: number | undefined, body: unknown): ApiAnswer<MoveClassResponse> {
  const refused = roleAllowed(caller, ['administrator'], m.ADMIN_ONLY);
  if (refused) return refused;
  const cls = caller.school === null || classId === undefined ? undefined : schoolClass(context.db, caller.school, classId);
  if (!cls) return notFound();
  const parsed = parseTeacherBody(moveClassSchema, body);
  if (!parsed.ok) return parsed.answer;
  const target = teacherOf(context.db, caller, parsed.value.teacher_id);
  if (!target) return notFound();
  if (!target.active) return fail(422, m.TARGET_INACTIVE, { error_code: 'VALIDATION_ERROR', errors: { teacher_id: [m.TARGET_INACTIVE] } });
  setClassTeacher(context.db, cls.id, target.id, context.nowIso());
  const teacher = teacherOf(context.db, caller, target.id) ?? target;
  return ok({ success: true, message: m.CLASS_MOVED, class_id: cls.id, previous_teacher_id: cls.teacher_id, teacher });
}
