import type { ClassResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { classAccess, findClass, isClassTeacher, roleAllowed, STAFF_ROLES } from './access.ts';
import { classDetail } from './classViews.ts';
import { freshJoinCode } from './joinCodes.ts';

const TEACHER_ONLY_CODE = 'Sınıfın katılım kodunu yalnızca sınıfın öğretmeni yenileyebilir.';

/** A new join code for the class: the old one stops working at once (a code seen by the wrong people, or a class that is complete). */
export function rotateJoinCode(context: ApiContext, caller: UserRow, classId: number | undefined): ApiAnswer<ClassResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, TEACHER_ONLY_CODE);
  if (refused) return refused;
  const access = classAccess(context.db, caller, classId, isClassTeacher, TEACHER_ONLY_CODE);
  if (!access.ok) return access.answer;
  const nowIso = context.nowIso();
  context.db.prepare('UPDATE classes SET join_code = ?, updated_at = ? WHERE id = ?').run(freshJoinCode(context.db), nowIso, access.value.id);
  const fresh = findClass(context.db, access.value.id);
  if (!fresh) throw new Error(`Class ${access.value.id} disappeared while its code was renewed.`);
  return ok({ success: true, message: 'Yeni katılım kodu oluşturuldu; eski kod artık geçmez.', class: classDetail(context.db, caller, fresh, context.now()) });
}
