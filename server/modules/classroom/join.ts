import { CLASSROOM_LIMITS, type ClassJoinPreviewResponse, type ClassResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { LoginLimiter, UserRow } from '../auth/index.ts';
import { roleAllowed, type ClassRow } from './access.ts';
import { lineOfClaimCode } from './claimCodes.ts';
import { joinSchema, joinWithClaimSchema } from './classSchemas.ts';
import { classDetail, teacherName } from './classViews.ts';
import { countActive, findEnrolment, insertEnrolment, type EnrolmentRow } from './enrolments.ts';
import { forbidden } from './errors.ts';
import { joinAttempt } from './joinLimits.ts';
import { giveLine, isClaimable } from './lineHandover.ts';
import { mergeLines } from './lineMerge.ts';
import { isOutsideSchool } from './outsideSchool.ts';

const NO_CLASS = 'Bu kodla bir sınıf bulunamadı.';
const WRONG_CLAIM =
  'Bu sahiplenme kodu geçerli değil ya da süresi dolmuş. Kartındaki kodu dikkatle yaz ya da öğretmenine sor. Kodsuz da katılabilirsin: öğretmenin seni listedeki adınla birleştirir.';

/** Only a child's own account joins: a shared tablet account would stand for the whole year group on the roster. */
function refusedJoiner(caller: UserRow): ApiAnswer<never> | undefined {
  const refused = roleAllowed(caller, ['student'], 'Sınıfa katılım kodu yalnızca öğrenciler içindir.');
  if (refused) return refused;
  if (caller.account_kind === 'school') return forbidden('Okulun ortak hesabıyla sınıfa katılınmaz; öğrenciler tablette kendi adlarını seçer.');
  return undefined;
}

function classOfCode(context: ApiContext, code: string): ClassRow | undefined {
  return context.db.prepare<[string], ClassRow>("SELECT * FROM classes WHERE join_code = ? AND status = 'active'").get(code);
}

const noClass = (): ApiAnswer<never> => fail(404, `${NO_CLASS} Kodu öğretmeninden kontrol et.`, { error_code: 'NOT_FOUND', errors: { join_code: [NO_CLASS] } });

/** Whose class a code opens, shown before joining; wrong codes count as at a join, so the preview is no free guessing. */
export function previewJoin(context: ApiContext, limiter: LoginLimiter, caller: UserRow, body: unknown, address: string): ApiAnswer<ClassJoinPreviewResponse> {
  const refused = refusedJoiner(caller);
  if (refused) return refused;
  const parsed = parseBody(joinSchema, body);
  if (!parsed.ok) return parsed.answer;
  const attempt = joinAttempt(limiter, caller, address);
  const limited = attempt.refused(false);
  if (limited) return limited;
  const cls = classOfCode(context, parsed.value.join_code);
  if (!cls) {
    attempt.wrongJoinCode();
    return noClass();
  }
  const member = context.db
    .prepare<[number, number], { found: number }>('SELECT 1 AS found FROM enrolments WHERE class_id = ? AND user_id = ?')
    .get(cls.id, caller.id);
  return ok({
    success: true,
    preview: {
      class_name: cls.name,
      subject: cls.subject,
      grade: cls.grade,
      teacher_name: teacherName(context.db, cls.teacher_id),
      school: cls.school,
      outside_school: isOutsideSchool(caller, cls),
      already_member: member !== undefined,
    },
  });
}

/** The line a valid claim code names, if it may still be given to an account. */
function claimedLine(context: ApiContext, cls: ClassRow, code: string): EnrolmentRow | undefined {
  const lineId = lineOfClaimCode(context.db, context.jwtSecret, cls.id, code, context.now());
  const line = lineId === undefined ? undefined : findEnrolment(context.db, cls.id, lineId);
  return line && isClaimable(context.db, line) ? line : undefined;
}

/**
 * A join never takes a line by its name: a classmate's name is no proof. With a claim code the teacher
 * gave this child the account takes that line; without one it gets a line of its own, which the teacher
 * may merge into the typed line or remove.
 */
export function joinClass(context: ApiContext, limiter: LoginLimiter, caller: UserRow, body: unknown, address: string): ApiAnswer<ClassResponse> {
  const refused = refusedJoiner(caller);
  if (refused) return refused;
  const parsed = parseBody(joinWithClaimSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { db } = context;
  const claimCode = parsed.value.claim_code || undefined;
  const attempt = joinAttempt(limiter, caller, address);
  const limited = attempt.refused(claimCode !== undefined);
  if (limited) return limited;
  const cls = classOfCode(context, parsed.value.join_code);
  if (!cls) {
    attempt.wrongJoinCode();
    return noClass();
  }
  const line = claimCode === undefined ? undefined : claimedLine(context, cls, claimCode);
  if (claimCode !== undefined && !line) {
    attempt.wrongClaimCode();
    return fail(400, WRONG_CLAIM, { error_code: 'VALIDATION_ERROR', errors: { claim_code: [WRONG_CLAIM] } });
  }

  const existing = db.prepare<[number, number], EnrolmentRow>('SELECT * FROM enrolments WHERE class_id = ? AND user_id = ?').get(cls.id, caller.id);
  if (existing && existing.status !== 'active') return forbidden('Bu sınıftaki kaydın etkin değil. Öğretmeninle konuş.');
  const joined = (message: string, status: 200 | 201) => ok({ success: true, message, class: classDetail(db, caller, cls, context.now()) }, status);
  if (existing && line && existing.origin === 'joined') {
    mergeLines(db, existing, line, context.now());
    return joined('Listedeki adın artık senin hesabına bağlı.', 200);
  }
  if (existing) return joined('Zaten bu sınıftasın.', 200);
  if (line) {
    db.transaction(() => giveLine(db, line, caller.id, context.now(), context.nowIso()))();
    return joined(`${cls.name} sınıfına katıldın; listedeki adın artık senin hesabına bağlı.`, 201);
  }
  if (countActive(db, cls.id) >= CLASSROOM_LIMITS.studentsPerClass) {
    return fail(400, `Bu sınıf dolu (en fazla ${CLASSROOM_LIMITS.studentsPerClass} öğrenci).`, { error_code: 'VALIDATION_ERROR' });
  }
  const nowIso = context.nowIso();
  insertEnrolment(
    db,
    { class_id: cls.id, user_id: caller.id, first_name: caller.first_name, last_name: caller.last_name, origin: 'joined', linked_at: nowIso },
    nowIso,
  );
  return joined(`${cls.name} sınıfına katıldın.`, 201);
}
