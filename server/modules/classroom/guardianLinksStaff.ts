import type { ApiEnvelope } from '../../../src/shared/api/contract.ts';
import type { ParentCodeResponse } from '../../../src/shared/api/guardians.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { classAccess, isClassStaff, isSchoolChild, roleAllowed, STAFF_ROLES, type ClassRow } from './access.ts';
import { rosterRow, type RosterRow } from './enrolments.ts';
import { notFound } from './errors.ts';
import { issueParentCode } from './parentCodes.ts';

const STAFF_ONLY = 'Veli bağlantılarını yalnızca sınıfın öğretmeni ve okulun yöneticisi yönetebilir.';
const NO_ACCOUNT =
  'Bu öğrencinin henüz hesabı yok: veli kodu, öğrenci kendi hesabıyla ya da sınıf tabletinde resim şifresiyle bir kez giriş yaptıktan sonra verilebilir.';
const NOT_ACTIVE = 'Etkin olmayan bir öğrenci için veli kodu verilemez.';
const OUTSIDE_SCHOOL = 'Veli kodu yalnızca bir okulun sınıfında, okulun listesindeki öğrenciler için verilir.';
const SELF_JOINED = 'Sınıf koduyla kendisi katılan bir öğrenci için veli kodu verilemez: önce onu listedeki adıyla birleştirin.';

const conflict = (message: string): ApiAnswer<never> => fail(409, message, { error_code: 'CONFLICT' });

type StaffLine = { ok: true; cls: ClassRow; line: RosterRow } | { ok: false; answer: ApiAnswer<never> };

/**
 * The class (its teacher's, or a class of the administrator's school) and one of its lines, or the
 * answer refusing them: 404 for anyone else's class or line, as for any id the caller may not see.
 */
function staffLine(context: ApiContext, caller: UserRow, classId: number | undefined, enrolmentId: number | undefined): StaffLine {
  const refused = roleAllowed(caller, STAFF_ROLES, STAFF_ONLY);
  if (refused) return { ok: false, answer: refused };
  const access = classAccess(context.db, caller, classId, isClassStaff, STAFF_ONLY);
  if (!access.ok) return access;
  const line = enrolmentId === undefined ? undefined : rosterRow(context.db, enrolmentId);
  if (!line || line.class_id !== access.value.id) return { ok: false, answer: notFound() };
  return { ok: true, cls: access.value, line };
}

/**
 * Only a child the class's school vouches for gets a parent code, and only their staff see who is
 * linked (as the roster shows a parent's name): a link opens every class of the child to the parent,
 * so a teacher outside the school, or a line a stranger's account made with the class code, is no proof.
 */
const vouched = (cls: ClassRow, line: RosterRow): boolean => isSchoolChild(cls, { school: line.user_school }, line.origin);

/** A one-time code for a parent of the child on this line; a new one voids the old. */
export function createParentCode(
  context: ApiContext,
  caller: UserRow,
  classId: number | undefined,
  enrolmentId: number | undefined,
): ApiAnswer<ParentCodeResponse> {
  const found = staffLine(context, caller, classId, enrolmentId);
  if (!found.ok) return found.answer;
  const { cls, line } = found;
  if (line.user_id === null) return conflict(NO_ACCOUNT);
  if (line.status !== 'active') return conflict(NOT_ACTIVE);
  if (!vouched(cls, line)) return conflict(cls.school === null ? OUTSIDE_SCHOOL : SELF_JOINED);
  const { code, expiresAt } = issueParentCode(context.db, context.jwtSecret, { enrolmentId: line.id, by: caller.id }, context.now(), context.nowIso());
  return ok({ success: true, message: 'Veli kodu oluşturuldu; önceki kod artık geçmez.', code, expires_at: new Date(expiresAt).toISOString() }, 201);
}

/** The parent is no longer linked to the child on this line (in any class: a link is the child's, not the class's). */
export function removeGuardian(
  context: ApiContext,
  caller: UserRow,
  classId: number | undefined,
  enrolmentId: number | undefined,
  parentId: number | undefined,
): ApiAnswer<ApiEnvelope> {
  const found = staffLine(context, caller, classId, enrolmentId);
  if (!found.ok) return found.answer;
  const { cls, line } = found;
  if (line.user_id === null || parentId === undefined || !vouched(cls, line)) return notFound();
  const { changes } = context.db.prepare('DELETE FROM guardian_links WHERE parent_id = ? AND student_id = ?').run(parentId, line.user_id);
  if (changes === 0) return notFound();
  return ok({ success: true, message: 'Velinin bağlantısı kaldırıldı.' });
}
