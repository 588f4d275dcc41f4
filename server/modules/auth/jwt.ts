import { randomUUID } from 'node:crypto';
import { base64url, errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../../src/shared/api/contract.ts';

export type AccessClaims = {
  /** The user id, as a string (RFC 7519). */
  sub: string;
  role: Role;
  email: string;
  /** The refresh-token family of this session, so a password change can end the other sessions only. */
  sid: string;
  iat: number;
  exp: number;
  /** Unique per token: two tokens issued in the same second must still differ. */
  jti?: string;
};

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** The one algorithm issued and accepted: this rules out "alg: none" and algorithm swaps. */
const ALGORITHM = 'HS256';

/** HS256 through jose: the server both issues and checks its tokens, with the one secret. */
export function signAccessToken(claims: Omit<AccessClaims, 'iat' | 'exp' | 'jti'>, secret: Buffer, nowMs: number, ttlSeconds: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .setJti(randomUUID())
    .sign(secret);
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    typeof v.role === 'string' &&
    typeof v.email === 'string' &&
    typeof v.sid === 'string' &&
    typeof v.iat === 'number' &&
    typeof v.exp === 'number'
  );
}

/** Unpadded base64url, the one encoding we issue. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Each part spelled exactly as it is issued. The decoder under jose (atob on Node 20) would also take
 * padding or spare low bits in a part's last character, giving one token several accepted spellings.
 */
function isCanonical(token: string): boolean {
  try {
    return token.split('.').every((part) => BASE64URL.test(part) && base64url.encode(base64url.decode(part)) === part);
  } catch {
    return false;
  }
}

export async function verifyAccessToken(token: string, secret: Buffer, nowMs: number): Promise<VerifyResult> {
  if (!isCanonical(token)) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], typ: 'JWT', currentDate: new Date(nowMs) });
    return isClaims(payload) ? { ok: true, claims: payload } : { ok: false, reason: 'invalid' };
  } catch (error) {
    // jose checks the signature before the claims: only a genuine token is ever called expired.
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
