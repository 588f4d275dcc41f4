import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { TabletLeaveResponse } from '../../../src/shared/api/classroom.ts';
import { LIMITS } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, send, type ApiAnswer } from '../../http/answer.ts';
import { coded, INVALID_BODY, parseBody } from '../../http/validation.ts';
import { authenticate, checkCounted, reservePasswordAttempt, type UserRow } from '../auth/index.ts';
import { forbidden } from './errors.ts';

const PASSWORD_REQUIRED = coded('FIELD_REQUIRED', 'Okulun şifresini girin.');
const PASSWORD_WRONG = 'Şifre yanlış. Tablet modundan yalnızca öğretmen çıkabilir.';
const SCHOOL_TABLETS_ONLY = 'Tablet modundan çıkış yalnızca okulun ortak öğrenci hesabı içindir.';

export const tabletLeaveSchema = v.object(
  { password: v.pipe(v.optional(v.string(PASSWORD_REQUIRED), ''), v.nonEmpty(PASSWORD_REQUIRED), v.maxLength(LIMITS.passwordMax, PASSWORD_REQUIRED)) },
  INVALID_BODY,
);

/**
 * A class tablet is left only by someone who knows the school account's password (a teacher): the
 * children on it must not be able to take the device out of the class's hands. The password is a
 * guess like a login's, counted under the school account before the slow hash.
 */
async function tabletLeave(context: ApiContext, caller: UserRow, body: unknown, address: string): Promise<ApiAnswer<TabletLeaveResponse>> {
  if (caller.account_kind !== 'school' || caller.role !== 'student') return forbidden(SCHOOL_TABLETS_ONLY);
  const parsed = parseBody(tabletLeaveSchema, body);
  if (!parsed.ok) return parsed.answer;
  const attempt = reservePasswordAttempt(context, caller.email, address);
  if ('refused' in attempt) return attempt.refused;
  if (!(await checkCounted(attempt, () => context.passwords.verify(parsed.value.password, caller.password_hash)))) {
    return fail(400, PASSWORD_WRONG, { error_code: 'VALIDATION_ERROR', errors: { password: [PASSWORD_WRONG] } });
  }
  return ok({ success: true });
}

/** The route's handler: signed in like every classroom call, but its work awaits the password hash. */
export const tabletLeaveRoute = (context: ApiContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const auth = await authenticate(context, request.headers.authorization);
  return send(reply, auth.ok ? await tabletLeave(context, auth.user, request.body, request.ip) : auth.answer);
};
