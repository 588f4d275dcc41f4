import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
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

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** HS256 with node:crypto: the server both issues and checks its tokens, so no library is needed. */
export function signAccessToken(claims: Omit<AccessClaims, 'iat' | 'exp' | 'jti'>, secret: Buffer, nowMs: number, ttlSeconds: number): string {
  const iat = Math.floor(nowMs / 1000);
  const payload = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds, jti: randomUUID() })).toString('base64url');
  const body = `${HEADER}.${payload}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
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

/** Unpadded base64url, the one encoding we issue: Node's decoder would also take padding and stray characters. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function verifyAccessToken(token: string, secret: Buffer, nowMs: number): VerifyResult {
  const [header, payload, signature, extra] = token.split('.');
  // Only our own header is accepted: this rules out "alg: none" and algorithm swaps.
  if (header !== HEADER || !payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  if (!BASE64URL.test(payload)) return { ok: false, reason: 'invalid' };
  // The signature's text is compared, not its decoded bytes: padding or spare low bits in the last
  // character would otherwise give one token several accepted spellings.
  const expected = Buffer.from(sign(`${header}.${payload}`, secret).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' };
  if (claims.exp <= Math.floor(nowMs / 1000)) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
