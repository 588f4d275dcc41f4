import type { AuthResponse, RefreshResponse, Tokens, ApiEnvelope } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import { authenticate } from './bearer.ts';
import { signAccessToken } from './jwt.ts';
import { checkCounted, reservePasswordAttempt } from './passwordAttempts.ts';
import { ACCOUNT_SUSPENDED, emailTaken, refreshRejected } from './messages.ts';
import { findRefreshToken, revokeFamily, rotateRefreshToken, startFamily, type Clock } from './refreshTokens.ts';
import { accessTtlSeconds } from './tabletSessions.ts';
import { loginSchema, logoutSchema, refreshSchema, registerSchema } from './schemas.ts';
import { findUserByEmail, findUserById, insertUser, toPublicUser, touchLastSeen, type UserRow } from './users.ts';

function refreshClock(context: ApiContext): Clock {
  return { nowMs: context.now(), ttlSeconds: context.config.refreshTokenTtlSeconds };
}

function accessToken(context: ApiContext, user: UserRow, familyId: string, tabletUntil: number | null): Promise<string> {
  return signAccessToken(
    { sub: String(user.id), role: user.role, email: user.email, sid: familyId },
    context.jwtSecret,
    context.now(),
    accessTtlSeconds(context.config.accessTokenTtlSeconds, context.now(), tabletUntil),
  );
}

/** `tabletUntil`: a picture-code sign-in's session ends then, refreshed or not (tabletSessions.ts). */
export async function startSession(context: ApiContext, user: UserRow, tabletUntil: number | null = null): Promise<Tokens> {
  const { familyId, token } = startFamily(context.db, user.id, refreshClock(context), tabletUntil);
  return { access: await accessToken(context, user, familyId, tabletUntil), refresh: token };
}

export async function login(context: ApiContext, body: unknown, ip: string): Promise<ApiAnswer<AuthResponse>> {
  const parsed = parseBody(loginSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { email, password } = parsed.value;

  const attempt = reservePasswordAttempt(context, email, ip);
  if ('refused' in attempt) return attempt.refused;
  const user = findUserByEmail(context.db, email);
  // Without a user the decoy is checked (and a placeholder's unusable hash is checked as the decoy):
  // every answer costs one hash, so its time does not reveal which e-mails have which kind of account.
  const matches = await checkCounted(attempt, async () => context.passwords.verify(password, user?.password_hash ?? (await context.passwords.decoy())));
  if (!user || !matches) return fail(401, 'E-posta adresi veya şifre hatalı.', { error_code: 'INVALID_CREDENTIALS' });
  // Said only to whoever knows the password, so it reveals nothing an attacker could use to find accounts.
  if (user.active !== 1) return fail(403, ACCOUNT_SUSPENDED, { error_code: 'ACCOUNT_SUSPENDED' });
  touchLastSeen(context.db, user.id, context.nowIso());
  return ok({ success: true, message: 'Giriş başarılı. Hoş geldiniz!', user: toPublicUser(user), tokens: await startSession(context, user) });
}

export async function register(context: ApiContext, body: unknown): Promise<ApiAnswer<AuthResponse>> {
  const parsed = parseBody(registerSchema, body);
  if (!parsed.ok) return parsed.answer;
  const input = parsed.value;
  // Checked before the slow hash, and again after it, since another request may have taken the address meanwhile.
  if (findUserByEmail(context.db, input.email)) return emailTaken();
  const passwordHash = await context.passwords.hash(input.password);
  if (findUserByEmail(context.db, input.email)) return emailTaken();

  const user = insertUser(
    context.db,
    {
      email: input.email,
      password_hash: passwordHash,
      first_name: input.first_name,
      last_name: input.last_name,
      role: input.role,
      newsletter_opt_in: input.newsletter_opt_in,
    },
    context.nowIso(),
  );
  return ok({ success: true, message: 'Hesabınız oluşturuldu. Hoş geldiniz!', user: toPublicUser(user), tokens: await startSession(context, user) }, 201);
}

/**
 * Signing is asynchronous and the rotation is one synchronous transaction, so the new access token is
 * signed first, for the refresh token's user, family and end (its row never changes them), and handed
 * out only if the rotation makes a new pair. A token another request traded meanwhile is found traded
 * and answered as always (the same pair again within the grace window, else theft); this one is dropped.
 */
export async function refresh(context: ApiContext, body: unknown): Promise<ApiAnswer<RefreshResponse>> {
  const parsed = parseBody(refreshSchema, body);
  if (!parsed.ok) return parsed.answer;
  const row = findRefreshToken(context.db, parsed.value.refresh);
  const owner = row && findUserById(context.db, row.user_id);
  const access = row && owner ? await accessToken(context, owner, row.family_id, row.tablet_until) : undefined;
  const rotated = rotateRefreshToken(context.db, parsed.value.refresh, {
    ...refreshClock(context),
    graceSeconds: context.config.refreshGraceSeconds,
    secret: context.jwtSecret,
    issueAccess: (userId, familyId, tabletUntil) => {
      const user = findUserById(context.db, userId);
      if (!user) throw new Error(`Refresh token of a missing user ${userId}`);
      if (access === undefined || row?.user_id !== userId || row.family_id !== familyId || row.tablet_until !== tabletUntil) {
        throw new Error(`Refresh token of user ${userId} changed while its access token was signed`);
      }
      touchLastSeen(context.db, user.id, context.nowIso());
      return access;
    },
  });
  if (!rotated.ok) return refreshRejected();
  return ok({ access: rotated.pair.access, refresh: rotated.pair.refresh });
}

/**
 * Ends the session the refresh token belongs to. The refresh token alone is proof enough, so this
 * works after the access token has expired. Signed in as someone else, the token is none of the
 * caller's sessions: 404, and nothing is revoked. Not 401, which would say the caller's own sign-in
 * failed (it did not); and the same 404 whether or not the stranger's session is still live.
 */
export async function logout(context: ApiContext, body: unknown, authorization: string | undefined): Promise<ApiAnswer<ApiEnvelope>> {
  const parsed = parseBody(logoutSchema, body);
  if (!parsed.ok) return parsed.answer;
  // The caller first, so the token's row is read and revoked with no await between.
  const bearer = authorization ? await authenticate(context, authorization, { duringPasswordChange: true }) : undefined;
  const row = findRefreshToken(context.db, parsed.value.refresh_token);
  const signedInAs = bearer?.ok ? bearer.user.id : undefined;

  if (row && signedInAs !== undefined && signedInAs !== row.user_id) {
    return fail(404, 'Bu oturum anahtarı size ait değil; hiçbir oturum kapatılmadı.', { error_code: 'NOT_FOUND' });
  }
  if (row) {
    revokeFamily(context.db, row.family_id, context.now());
    return ok({ success: true, message: 'Çıkış yapıldı.' });
  }
  // A valid access token with an unknown refresh token: that session is already over.
  return signedInAs === undefined ? refreshRejected() : ok({ success: true, message: 'Çıkış yapıldı.' });
}
