import type { AuthResponse, RefreshResponse, Tokens, ApiEnvelope } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../context.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import { authenticate } from './bearer.ts';
import { signAccessToken } from './jwt.ts';
import { limiterKey } from './loginLimiter.ts';
import { ACCOUNT_SUSPENDED, emailTaken, refreshRejected } from './messages.ts';
import { findRefreshToken, revokeFamily, rotateRefreshToken, startFamily, type Clock } from './refreshTokens.ts';
import { loginSchema, logoutSchema, refreshSchema, registerSchema } from './schemas.ts';
import { findUserByEmail, findUserById, insertUser, toPublicUser, touchLastSeen, type UserRow } from './users.ts';

function refreshClock(context: ApiContext): Clock {
  return { nowMs: context.now(), ttlSeconds: context.config.refreshTokenTtlSeconds };
}

function accessToken(context: ApiContext, user: UserRow, familyId: string): string {
  return signAccessToken(
    { sub: String(user.id), role: user.role, email: user.email, sid: familyId },
    context.jwtSecret,
    context.now(),
    context.config.accessTokenTtlSeconds,
  );
}

export function startSession(context: ApiContext, user: UserRow): Tokens {
  const { familyId, token } = startFamily(context.db, user.id, refreshClock(context));
  return { access: accessToken(context, user, familyId), refresh: token };
}

export async function login(context: ApiContext, body: unknown, ip: string): Promise<ApiAnswer<AuthResponse>> {
  const parsed = parseBody(loginSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { email, password } = parsed.value;

  // Per account from any address (rotating addresses) and per address over all accounts (spraying).
  const { maxFailures, maxFailuresPerAddress } = context.config.loginRateLimit;
  const accountKey = limiterKey('account', email);
  const addressKey = limiterKey('address', ip);
  const wait = Math.max(
    context.loginLimiter.retryAfter(accountKey, maxFailures),
    context.loginLimiter.retryAfter(addressKey, maxFailuresPerAddress),
  );
  if (wait > 0) {
    return fail(429, `Çok fazla başarısız giriş denemesi. Lütfen ${Math.ceil(wait / 60)} dakika sonra tekrar deneyin.`, {
      error_code: 'RATE_LIMITED',
      headers: { 'retry-after': String(wait) },
    });
  }

  const user = findUserByEmail(context.db, email);
  const matches = await context.passwords.verify(password, user?.password_hash ?? (await context.passwords.decoy()));
  if (!user || !matches) {
    context.loginLimiter.recordFailure(accountKey);
    context.loginLimiter.recordFailure(addressKey);
    return fail(401, 'E-posta adresi veya şifre hatalı.', { error_code: 'INVALID_CREDENTIALS' });
  }
  // Only the account starts afresh: one good password must not clear a whole address's failures.
  context.loginLimiter.reset(accountKey);
  // Said only to whoever knows the password, so it reveals nothing an attacker could use to find accounts.
  if (user.active !== 1) return fail(403, ACCOUNT_SUSPENDED, { error_code: 'ACCOUNT_SUSPENDED' });
  touchLastSeen(context.db, user.id, context.nowIso());
  return ok({ success: true, message: 'Giriş başarılı. Hoş geldiniz!', user: toPublicUser(user), tokens: startSession(context, user) });
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
  return ok(
    { success: true, message: 'Hesabınız oluşturuldu. Hoş geldiniz!', user: toPublicUser(user), tokens: startSession(context, user) },
    201,
  );
}

export function refresh(context: ApiContext, body: unknown): ApiAnswer<RefreshResponse> {
  const parsed = parseBody(refreshSchema, body);
  if (!parsed.ok) return parsed.answer;
  const rotated = rotateRefreshToken(context.db, parsed.value.refresh, {
    ...refreshClock(context),
    graceSeconds: context.config.refreshGraceSeconds,
    secret: context.jwtSecret,
    issueAccess: (userId, familyId) => {
      const user = findUserById(context.db, userId);
      if (!user) throw new Error(`Refresh token of a missing user ${userId}`);
      touchLastSeen(context.db, user.id, context.nowIso());
      return accessToken(context, user, familyId);
    },
  });
  if (!rotated.ok) return refreshRejected();
  return ok({ access: rotated.pair.access, refresh: rotated.pair.refresh });
}

/**
 * Ends the session the refresh token belongs to. The refresh token alone is proof enough, so this
 * works after the access token has expired; a valid access token of another user never revokes it.
 */
export function logout(context: ApiContext, body: unknown, authorization: string | undefined): ApiAnswer<ApiEnvelope> {
  const parsed = parseBody(logoutSchema, body);
  if (!parsed.ok) return parsed.answer;
  const row = findRefreshToken(context.db, parsed.value.refresh_token);
  const bearer = authorization ? authenticate(context, authorization, { duringPasswordChange: true }) : undefined;
  const signedInAs = bearer?.ok ? bearer.user.id : undefined;
  const done = ok({ success: true, message: 'Çıkış yapıldı.' });

  if (row && (signedInAs === undefined || signedInAs === row.user_id)) {
    revokeFamily(context.db, row.family_id, context.now());
    return done;
  }
  // A valid access token with an unknown refresh token: that session is already over.
  return signedInAs === undefined ? refreshRejected() : done;
}
