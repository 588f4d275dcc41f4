import type { ClaimCodeResponse, StudentResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiEnvelope } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { issueClaimCode } from './claimCodes.ts';
import { mergeSchema } from './classSchemas.ts';
import { staffStudentView } from './classViews.ts';
import { findEnrolment, rosterRow, type EnrolmentRow } from './enrolments.ts';
import { notFound } from './errors.ts';
import { isClaimable } from './lineHandover.ts';
import { mergeLines } from './lineMerge.ts';
import { teacherClass } from './roster.ts';

const invalid = (message: string, field?: string): ApiAnswer<never> =>
  fail(400, message, { error_code: 'VALIDATION_ERROR', ...(field ? { errors: { [field]: [message] } } : {}) });

const ALREADY_OWNED = 'Bu satır zaten öğrencinin kendi hesabına bağlı; sahiplenme kodu gerekmez.';
const ONLY_JOINED = 'Yalnızca öğrencinin kodla katılarak oluşturduğu satır birleştirilebilir ya da çıkarılabilir.';

/** The class (the caller's own) and one of its lines, or the answer refusing them (404 for anyone else's). */
function lineOf(context: ApiContext, caller: UserRow, classId: number | undefined, enrolmentId: number | undefined) {
  const access = teacherClass(context, caller, classId);
  if (!access.ok) return access;
  const line = enrolmentId === undefined ? undefined : findEnrolment(context.db, access.value.id, enrolmentId);
  if (!line) return { ok: false as const, answer: notFound() };
  return { ok: true as const, cls: access.value, line };
}

/** A one-time code for the teacher to give one child: with it the child's own account takes this line. */
export function createClaimCode(
  context: ApiContext,
  caller: UserRow,
  classId: number | undefined,
  enrolmentId: number | undefined,
): ApiAnswer<ClaimCodeResponse> {
  const found = lineOf(context, caller, classId, enrolmentId);
  if (!found.ok) return found.answer;
  if (!isClaimable(context.db, found.line))
    return invalid(found.line.status === 'active' ? ALREADY_OWNED : 'Etkin olmayan bir öğrenci için sahiplenme kodu oluşturulamaz.');
  const { code, expiresAt } = issueClaimCode(context.db, context.jwtSecret, found.line.id, context.now(), context.nowIso());
  return ok({ success: true, message: 'Sahiplenme kodu oluşturuldu; önceki kod artık geçmez.', code, expires_at: new Date(expiresAt).toISOString() }, 201);
}

const isSelfJoined = (line: EnrolmentRow): boolean => line.origin === 'joined' && line.user_id !== null;

/** The teacher confirms a self-joined account is the child of a typed line: the typed line gets the account, the joined one goes. */
export function mergeStudent(
  context: ApiContext,
  caller: UserRow,
  classId: number | undefined,
  enrolmentId: number | undefined,
  body: unknown,
): ApiAnswer<StudentResponse> {
  const found = lineOf(context, caller, classId, enrolmentId);
  if (!found.ok) return found.answer;
  const parsed = parseBody(mergeSchema, body);
  if (!parsed.ok) return parsed.answer;
  if (!isSelfJoined(found.line)) return invalid(ONLY_JOINED);
  const into = findEnrolment(context.db, found.cls.id, parsed.value.into);
  if (!into) return notFound();
  if (into.id === found.line.id || !isClaimable(context.db, into)) return invalid('Yalnızca henüz hesabı olmayan etkin bir satırla birleştirilebilir.', 'into');
  mergeLines(context.db, found.line, into, context.now());
  const row = rosterRow(context.db, into.id);
  if (!row) throw new Error(`Enrolment ${into.id} disappeared during a merge.`);
  return ok({ success: true, message: 'Satırlar birleştirildi.', student: staffStudentView(context.db, found.cls, row, context.now()) });
}

/** A self-joined line the teacher does not recognise goes (its account keeps its own work; it may join again with the code). */
export function removeStudent(context: ApiContext, caller: UserRow, classId: number | undefined, enrolmentId: number | undefined): ApiAnswer<ApiEnvelope> {
  const found = lineOf(context, caller, classId, enrolmentId);
  if (!found.ok) return found.answer;
  if (!isSelfJoined(found.line)) return invalid(ONLY_JOINED);
  context.db.prepare('DELETE FROM enrolments WHERE id = ?').run(found.line.id);
  return ok({ success: true, message: 'Öğrenci sınıftan çıkarıldı.' });
}
