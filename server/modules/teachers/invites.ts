import type { TeacherPasswordResponse } from '../../../src/shared/api/teachers.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import { emailTaken, findUserByEmail, insertUser, revokeAllFamilies, type UserRow } from '../auth/index.ts';
import { forbidden, notFound, roleAllowed } from '../classroom/index.ts';
import * as m from './messages.ts';
import { oneTimePassword } from './oneTimePasswords.ts';
import { inviteSchema, parseTeacherBody } from './schemas.ts';
import { markInvited, schoolTeacher, setOneTimePassword, teacherOf } from './teacherRows.ts';

const ADMINISTRATOR = ['administrator'] as const;

/**
 * Opens a teacher account at the administrator's school with a one-time password, answered once
 * (201): the teacher signs in with it and must choose their own before anything else. The e-mail is
 * checked before the slow hash and again after it, as registration does.
 */
export async function inviteTeacher(context: ApiContext, caller: UserRow, body: unknown): Promise<ApiAnswer<TeacherPasswordResponse>> {
  const refused = roleAllowed(caller, ADMINISTRATOR, m.ADMIN_ONLY);
  if (refused) return refused;
  const school = caller.school;
  if (school === null) return forbidden(m.NO_SCHOOL);
  const parsed = parseTeacherBody(inviteSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { branch, ...person } = parsed.value;
  if (findUserByEmail(context.db, person.email)) return emailTaken();
  const password = oneTimePassword();
  const passwordHash = await context.passwords.hash(password);
  if (findUserByEmail(context.db, person.email)) return emailTaken();

  const nowIso = context.nowIso();
  const id = context.db.transaction(() => {
    const user = insertUser(context.db, { ...person, password_hash: passwordHash, role: 'teacher', school }, nowIso);
    markInvited(context.db, user.id, branch);
    return user.id;
  })();
  const teacher = schoolTeacher(context.db, school, id);
  return teacher ? ok({ success: true, message: m.INVITED, teacher, one_time_password: password }, 201) : notFound();
}

/**
 * A new one-time password for a teacher of the school (forgotten, or the invite's was lost): the old
 * password stops working, every session of theirs ends, and they choose their own at next sign-in.
 */
export async function resetTeacherPassword(context: ApiContext, caller: UserRow, teacherId: number | undefined): Promise<ApiAnswer<TeacherPasswordResponse>> {
  const refused = roleAllowed(caller, ADMINISTRATOR, m.ADMIN_ONLY);
  if (refused) return refused;
  const found = teacherOf(context.db, caller, teacherId);
  if (!found) return notFound();
  const password = oneTimePassword();
  const passwordHash = await context.passwords.hash(password);
  context.db.transaction(() => {
    setOneTimePassword(context.db, found.id, passwordHash, context.nowIso());
    revokeAllFamilies(context.db, found.id, context.now());
  })();
  const teacher = teacherOf(context.db, caller, found.id);
  return teacher ? ok({ success: true, message: m.PASSWORD_RESET, teacher, one_time_password: password }) : notFound();
}
