import { namesMatch, type EraseResponse, type ErasedCounts } from '../../../src/shared/api/privacy.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { notFound } from '../classroom/index.ts';
import { studentOfAdministrator } from './access.ts';
import { logAction } from './actions.ts';
import { parseErase } from './eraseSchema.ts';
import { erasableCounts, eraseRows, isErased, keptCounts } from './eraseRows.ts';
import * as m from './messages.ts';

const NOTHING: ErasedCounts = { enrolments: 0, submissions: 0, photos: 0, flagged_questions: 0, parent_links: 0, sessions: 0 };

/**
 * Erases a student for their school administrator (anyone else: 404). A dry run answers what would
 * go; the real one needs the student's full name typed, so it cannot happen by a stray tap, and is
 * logged with who did it. A student erased before answers so again, with nothing more removed.
 */
export function eraseStudent(context: ApiContext, caller: UserRow, studentId: number | undefined, body: unknown): ApiAnswer<EraseResponse> {
  const { db } = context;
  const student = studentOfAdministrator(db, caller, studentId);
  if (!student) return notFound();
  const parsed = parseErase(body);
  if (!parsed.ok) return parsed.answer;
  const { confirm_name, dry_run } = parsed.value;
  const kept = keptCounts(db, student.id);
  if (isErased(db, student.id)) {
    return ok({ success: true, message: m.ALREADY_ERASED, dry_run, already_erased: true, erased: NOTHING, kept });
  }
  const erased = erasableCounts(db, student.id, context.now());
  if (dry_run) return ok({ success: true, message: m.DRY_RUN, dry_run, already_erased: false, erased, kept });

  if (!namesMatch(confirm_name, `${student.first_name} ${student.last_name}`)) {
    const message = confirm_name === '' ? m.CONFIRM_NAME_REQUIRED : m.CONFIRM_NAME_MISMATCH;
    return fail(422, message, { error_code: 'VALIDATION_ERROR', errors: { confirm_name: [message] } });
  }
  db.transaction(() => {
    eraseRows(db, student.id, context.now(), context.nowIso());
    logAction(db, student.id, caller.id, 'erase', context.nowIso());
  })();
  return ok({ success: true, message: m.ERASED, dry_run, already_erased: false, erased, kept });
}
