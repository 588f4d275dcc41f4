import { CLASSROOM_LIMITS, type ClassResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../context.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/users.ts';
import { roleAllowed, type ClassRow } from './access.ts';
import { joinSchema } from './classSchemas.ts';
import { classDetail } from './classViews.ts';
import { countActive, insertEnrolment, type EnrolmentRow } from './enrolments.ts';
import { forbidden } from './errors.ts';
import { createLoginLimiter, type LoginLimiter } from '../auth/loginLimiter.ts';

const fold = (text: string) => text.trim().toLocaleLowerCase('tr');

/**
 * The teacher may have typed the child's name from the school list before the child joined: that
 * unlinked line becomes theirs rather than a second line with the same name.
 */
function unlinkedLineFor(context: ApiContext, cls: ClassRow, caller: UserRow): EnrolmentRow | undefined {
  const lines = context.db
    .prepare<[number], EnrolmentRow>("SELECT * FROM enrolments WHERE class_id = ? AND user_id IS NULL AND status = 'active'")
    .all(cls.id)
    .filter((row) => fold(row.first_name) === fold(caller.first_name) && fold(row.last_name) === fold(caller.last_name));
  return lines.length === 1 ? lines[0] : undefined;
}

/** Wrong join codes one account may try in the window before it is asked to wait: codes cannot be guessed by trying. */
export const JOIN_MAX_FAILURES = 10;
const JOIN_WINDOW_SECONDS = 15 * 60;

export function createJoinCodeLimiter(context: ApiContext): LoginLimiter {
  return createLoginLimiter(JOIN_WINDOW_SECONDS, () => context.now());
}

export function joinClass(context: ApiContext, limiter: LoginLimiter, caller: UserRow, body: unknown): ApiAnswer<ClassResponse> {
  const refused = roleAllowed(caller, ['student'], 'Sınıfa katılım kodu yalnızca öğrenciler içindir.');
  if (refused) return refused;
  // A shared tablet account is no child: on the roster it would stand for the whole year group.
  if (caller.account_kind === 'school') return forbidden('Okulun ortak hesabıyla sınıfa katılınmaz; öğrenciler tablette kendi adlarını seçer.');
  const parsed = parseBody(joinSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { db } = context;
  const key = `join:${caller.id}`;
  const wait = limiter.retryAfter(key, JOIN_MAX_FAILURES);
  if (wait > 0) {
    return fail(429, `Çok fazla yanlış kod denendi. ${Math.ceil(wait / 60)} dakika sonra tekrar dene ya da kodu öğretmeninden iste.`, {
      error_code: 'RATE_LIMITED',
      headers: { 'retry-after': String(wait) },
    });
  }
  const cls = db.prepare<[string], ClassRow>("SELECT * FROM classes WHERE join_code = ? AND status = 'active'").get(parsed.value.join_code);
  if (!cls) limiter.recordFailure(key);
  if (!cls)
    return fail(404, 'Bu kodla bir sınıf bulunamadı. Kodu öğretmeninden kontrol et.', {
      error_code: 'NOT_FOUND',
      errors: { join_code: ['Bu kodla bir sınıf bulunamadı.'] },
    });

  const existing = db.prepare<[number, number], EnrolmentRow>('SELECT * FROM enrolments WHERE class_id = ? AND user_id = ?').get(cls.id, caller.id);
  if (existing && existing.status !== 'active') return forbidden('Bu sınıftaki kaydın etkin değil. Öğretmeninle konuş.');
  if (existing) return ok({ success: true, message: 'Zaten bu sınıftasın.', class: classDetail(db, caller, cls, context.now()) });
  if (countActive(db, cls.id) >= CLASSROOM_LIMITS.studentsPerClass) {
    return fail(400, `Bu sınıf dolu (en fazla ${CLASSROOM_LIMITS.studentsPerClass} öğrenci).`, { error_code: 'VALIDATION_ERROR' });
  }
  const line = unlinkedLineFor(context, cls, caller);
  const nowIso = context.nowIso();
  if (line) db.prepare('UPDATE enrolments SET user_id = ?, updated_at = ? WHERE id = ?').run(caller.id, nowIso, line.id);
  else insertEnrolment(db, { class_id: cls.id, user_id: caller.id, first_name: caller.first_name, last_name: caller.last_name }, nowIso);
  return ok({ success: true, message: `${cls.name} sınıfına katıldın.`, class: classDetail(db, caller, cls, context.now()) }, 201);
}
