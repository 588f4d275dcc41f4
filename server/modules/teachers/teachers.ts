import type { SchoolTeachersResponse, TeacherResponse } from '../../../src/shared/api/teachers.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import { revokeAllFamilies, type UserRow } from '../auth/index.ts';
import { forbidden, notFound, roleAllowed } from '../classroom/index.ts';
import * as m from './messages.ts';
import { schoolTeachers, setActive, teacherOf } from './teacherRows.ts';

const ADMINISTRATOR = ['administrator'] as const;

/** The caller's school's teachers; students, parents and teachers are refused before anything is read. */
export function listTeachers(context: ApiContext, caller: UserRow): ApiAnswer<SchoolTeachersResponse> {
  const refused = roleAllowed(caller, ADMINISTRATOR, m.ADMIN_ONLY);
  if (refused) return refused;
  return ok({ success: true, teachers: caller.school === null ? [] : schoolTeachers(context.db, caller.school) });
}

/**
 * Switches a teacher of the school off: they cannot sign in (login answers ACCOUNT_SUSPENDED), every
 * session ends at once (refresh tokens revoked, access tokens refused by the bearer check), and their
 * classes stay theirs until moved. Doing it again changes nothing.
 */
export function deactivateTeacher(context: ApiContext, caller: UserRow, teacherId: number | undefined): ApiAnswer<TeacherResponse> {
  const refused = roleAllowed(caller, ADMINISTRATOR, m.ADMIN_ONLY);
  if (refused) return refused;
  if (teacherId === caller.id) return forbidden(m.NOT_YOURSELF);
  const teacher = teacherOf(context.db, caller, teacherId);
  if (!teacher) return notFound();
  context.db.transaction(() => {
    setActive(context.db, teacher.id, false, context.nowIso());
    revokeAllFamilies(context.db, teacher.id, context.now());
  })();
  return ok({ success: true, message: m.DEACTIVATED, teacher: { ...teacher, active: false } });
}

/** Lets the teacher sign in again, with the password they had. */
export function reactivateTeacher(context: ApiContext, caller: UserRow, teacherId: number | undefined): ApiAnswer<TeacherResponse> {
  const refused = roleAllowed(caller, ADMINISTRATOR, m.ADMIN_ONLY);
  if (refused) return refused;
  const teacher = teacherOf(context.db, caller, teacherId);
  if (!teacher) return notFound();
  setActive(context.db, teacher.id, true, context.nowIso());
  return ok({ success: true, message: m.REACTIVATED, teacher: { ...teacher, active: true } });
}
