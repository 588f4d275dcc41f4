import { GUARDIAN_LIMITS, type GuardianChild, type GuardianLinkResponse } from '../../../src/shared/api/guardians.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { LoginLimiter, UserRow } from '../auth/index.ts';
import { roleAllowed } from './access.ts';
import { guardianLinkSchema } from './classSchemas.ts';
import { reserveCodeTry } from './guardianLinkLimits.ts';
import { findParentCode, spendParentCode } from './parentCodes.ts';

const WRONG_CODE = 'Bu veli kodu geçerli değil. Kartta yazdığı gibi girin ya da çocuğunuzun öğretmeninden yeni bir kod isteyin.';
const EXPIRED_CODE = 'Bu veli kodunun süresi dolmuş. Çocuğunuzun öğretmeninden yeni bir kod isteyin.';
const CHILD_GONE = 'Bu kodun verildiği öğrenci artık sınıfta etkin değil. Çocuğunuzun öğretmeniyle konuşun.';
const TOO_MANY_PARENTS = `Bu öğrenciye zaten ${GUARDIAN_LIMITS.parentsPerChild} veli bağlı. Bir bağlantının kaldırılması için çocuğunuzun öğretmeniyle konuşun.`;

const refusedCode = (message: string): ApiAnswer<never> => fail(400, message, { error_code: 'VALIDATION_ERROR', errors: { code: [message] } });

type CodeLine = { user_id: number | null; status: string; first_name: string; last_name: string; class_name: string };

function lineOfCode(context: ApiContext, enrolmentId: number): CodeLine | undefined {
  return context.db
    .prepare<[number], CodeLine>(
      `SELECT e.user_id, e.status, e.first_name, e.last_name, c.name AS class_name FROM enrolments e JOIN classes c ON c.id = e.class_id WHERE e.id = ?`,
    )
    .get(enrolmentId);
}

const isLinked = (context: ApiContext, parentId: number, childId: number): boolean =>
  context.db.prepare('SELECT 1 FROM guardian_links WHERE parent_id = ? AND student_id = ?').get(parentId, childId) !== undefined;

const parentCount = (context: ApiContext, childId: number): number =>
  context.db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM guardian_links WHERE student_id = ?').get(childId)?.total ?? 0;

/**
 * A parent names their child with the code the child's teacher printed. Without `confirm` the answer
 * shows whose child it is and changes nothing; with it the parent is linked and the code is spent.
 * Every try is counted before the code is looked at, and only a code that names a child is forgiven.
 */
export function linkGuardian(context: ApiContext, limiter: LoginLimiter, caller: UserRow, body: unknown, address: string): ApiAnswer<GuardianLinkResponse> {
  const refused = roleAllowed(caller, ['parent'], 'Çocuk bağlama yalnızca veli hesapları içindir.');
  if (refused) return refused;
  const parsed = parseBody(guardianLinkSchema, body);
  if (!parsed.ok) return parsed.answer;
  const held = reserveCodeTry(limiter, caller, address);
  if (!held.ok) return held.answer;
  const { reservation } = held;

  const found = findParentCode(context.db, context.jwtSecret, parsed.value.code, context.now());
  if (!found || found.expired) {
    reservation.fail();
    return refusedCode(found ? EXPIRED_CODE : WRONG_CODE);
  }
  const line = lineOfCode(context, found.enrolmentId);
  if (!line || line.user_id === null || line.status !== 'active') {
    reservation.fail();
    return refusedCode(CHILD_GONE);
  }
  reservation.release();

  const childId = line.user_id;
  const child: GuardianChild = { id: childId, full_name: `${line.first_name} ${line.last_name}`.trim(), class_name: line.class_name };
  const already = isLinked(context, caller.id, childId);
  if (!already && parentCount(context, childId) >= GUARDIAN_LIMITS.parentsPerChild) return fail(409, TOO_MANY_PARENTS, { error_code: 'CONFLICT' });
  if (!parsed.value.confirm) return ok({ success: true, child, linked: already });

  context.db.transaction(() => {
    if (!already) {
      context.db.prepare('INSERT INTO guardian_links (parent_id, student_id, created_at) VALUES (?, ?, ?)').run(caller.id, childId, context.nowIso());
    }
    spendParentCode(context.db, found.enrolmentId);
  })();
  const message = already ? `${child.full_name} zaten hesabınıza bağlı.` : `${child.full_name} hesabınıza bağlandı.`;
  return ok({ success: true, message, child, linked: true }, already ? 200 : 201);
}
