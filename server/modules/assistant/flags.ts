import { ASSISTANT_LIMITS, type AssistantFlagResponse, type FlaggedQuestionsResponse } from '../../../src/shared/api/assistant.ts';
import { DAY_MS } from '../../../src/shared/progress/mastery.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { classAccess, idFrom, roleAllowed, STAFF_ROLES } from '../classroom/index.ts';
import { flagCapWait } from './dailyCap.ts';
import { flagExists, insertFlag, listFlags, type FlagScope } from './flagRows.ts';
import * as m from './messages.ts';
import { flagSchema, parseAssistantBody } from './schemas.ts';
import { sharingClassesOf } from './settingRows.ts';

const tooOld = () => fail(422, m.FLAG_TOO_OLD, { error_code: 'VALIDATION_ERROR', errors: { at: [m.FLAG_TOO_OLD] } });

const tooMany = (seconds: number) => fail(429, m.TOO_MANY_FLAGS, { error_code: 'RATE_LIMITED', headers: { 'retry-after': String(seconds) } });

/** The device's time bounded by the server's, as for progress events: never in the future, never older than flagMaxAgeDays (null). */
function boundedTime(at: string, received: number): string | null {
  const claimed = Date.parse(at);
  if (claimed < received - ASSISTANT_LIMITS.flagMaxAgeDays * DAY_MS) return null;
  return claimed > received + ASSISTANT_LIMITS.clockAheadMs ? new Date(received).toISOString() : at;
}

/**
 * A question the student's device flagged. Kept only for the student's active classes whose school
 * lets teachers see flagged chats; with none, 202 and nothing is kept. The same id again is the same
 * flag (200), however it was sent.
 */
export function postFlag(context: ApiContext, caller: UserRow, body: unknown): ApiAnswer<AssistantFlagResponse> {
  const refused = roleAllowed(caller, ['student'], m.FLAGS_STUDENTS_ONLY);
  if (refused) return refused;
  const parsed = parseAssistantBody(flagSchema, body);
  if (!parsed.ok) return parsed.answer;
  const input = parsed.value;
  const { db } = context;

  if (flagExists(db, caller.id, input.id)) return ok({ success: true, message: m.FLAG_ALREADY_STORED, stored: true });

  const now = context.now();
  const at = boundedTime(input.at, now);
  if (at === null) return tooOld();

  const classIds = sharingClassesOf(db, caller.id);
  if (classIds.length === 0) return ok({ success: true, message: m.FLAG_NOT_STORED, stored: false }, 202);

  const wait = flagCapWait(db, caller.id, now);
  if (wait > 0) return tooMany(wait);

  const flag = { id: input.id, student_id: caller.id, category: input.category, text: input.text, at, received_at: new Date(now).toISOString() };
  insertFlag(db, flag, classIds);
  return ok({ success: true, message: m.FLAG_STORED, stored: true }, 201);
}

/**
 * Flagged questions for a teacher (their active classes) or a school administrator (the school's),
 * optionally of one class, which must be theirs (else 404, as for any class not theirs).
 */
export function getFlags(context: ApiContext, caller: UserRow, classIdText: string | undefined): ApiAnswer<FlaggedQuestionsResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, m.FLAGS_STAFF_ONLY);
  if (refused) return refused;
  let classId: number | null = null;
  if (classIdText !== undefined) {
    const access = classAccess(context.db, caller, idFrom(classIdText));
    if (!access.ok) return access.answer;
    classId = access.value.id;
  }
  let scope: FlagScope;
  if (caller.role === 'teacher') scope = { teacherId: caller.id, classId };
  else if (caller.school !== null) scope = { school: caller.school, classId };
  else return ok({ success: true, flags: [] });
  return ok({ success: true, flags: listFlags(context.db, scope) });
}
