import type { ProfileResponse, ProfileUpdateResponse } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import { authenticate, PASSWORD_CHANGE_REQUIRED, type Authenticated } from './bearer.ts';
import { emailTaken } from './messages.ts';
import { checkCounted, reservePasswordAttempt } from './passwordAttempts.ts';
import { revokeOtherFamilies } from './refreshTokens.ts';
import { CURRENT_REQUIRED, profileUpdateSchema } from './schemas.ts';
import { isTabletSession, tabletSessionRefused } from './tabletSessions.ts';
import { findUserByEmail, toPublicUser, updateUser } from './users.ts';

export async function getProfile(context: ApiContext, authorization: string | undefined): Promise<ApiAnswer<ProfileResponse>> {
  const auth = await authenticate(context, authorization, { duringPasswordChange: true });
  if (!auth.ok) return auth.answer;
  return ok({ success: true, user: toPublicUser(auth.user) });
}

const CURRENT_PASSWORD_WRONG = 'Mevcut şifreniz hatalı.';

/** For a caller the route has already authenticated (it scopes the Idempotency-Key by the user). */
export async function updateProfile(
  context: ApiContext,
  auth: Extract<Authenticated, { ok: true }>,
  body: unknown,
  ip: string,
): Promise<ApiAnswer<ProfileUpdateResponse>> {
  // Four pictures on a class tablet are no proof to change an account with (tabletSessions.ts).
  if (isTabletSession(context.db, auth.claims.sid)) return tabletSessionRefused();
  const parsed = parseBody(profileUpdateSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { first_name, last_name, email, newsletter_opt_in, current_password, new_password } = parsed.value;
  // On a one-time password this call is only for choosing one's own (the route let the caller in for that).
  if (auth.user.must_change_password === 1 && !new_password) {
    return fail(403, PASSWORD_CHANGE_REQUIRED, { error_code: 'PASSWORD_CHANGE_REQUIRED' });
  }

  // A stolen or unattended session must not be able to move the account to another address, from
  // where a password reset would take it over: a new e-mail is confirmed with the password, like a new password.
  const changesEmail = email !== undefined && email !== auth.user.email.toLowerCase();
  if (changesEmail && !current_password) {
    return fail(400, CURRENT_REQUIRED, { error_code: 'FIELD_REQUIRED', errors: { current_password: [CURRENT_REQUIRED] } });
  }
  if (new_password || changesEmail) {
    // A stolen session guessing the current password is guessing a password: counted like a login.
    const attempt = reservePasswordAttempt(context, auth.user.email, ip);
    if ('refused' in attempt) return attempt.refused;
    if (!(await checkCounted(attempt, () => context.passwords.verify(current_password, auth.user.password_hash)))) {
      return fail(400, CURRENT_PASSWORD_WRONG, { error_code: 'CURRENT_PASSWORD_WRONG', errors: { current_password: [CURRENT_PASSWORD_WRONG] } });
    }
  }
  const passwordHash = new_password ? await context.passwords.hash(new_password) : undefined;
  // After the awaits, so no other request can take the address between this check and the update.
  const owner = email ? findUserByEmail(context.db, email) : undefined;
  if (owner && owner.id !== auth.user.id) return emailTaken();

  const user = updateUser(
    context.db,
    auth.user.id,
    { first_name, last_name, email, newsletter_opt_in, password_hash: passwordHash, must_change_password: passwordHash ? false : undefined },
    context.nowIso(),
  );
  if (passwordHash) revokeOtherFamilies(context.db, user.id, auth.claims.sid, context.now());
  return ok({ success: true, message: 'Profil bilgileriniz güncellendi.', user: toPublicUser(user) });
}
