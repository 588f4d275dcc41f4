import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './jwt.ts';

const secret = Buffer.from('test-secret-test-secret-test-secret');
const claims = { sub: '7', role: 'teacher', email: 'ogretmen@etkilab.example', sid: 'family' } as const;
const NOW = Date.UTC(2026, 0, 1);

describe('access tokens', () => {
  it('verify until they expire', () => {
    const token = signAccessToken(claims, secret, NOW, 900);
    expect(verifyAccessToken(token, secret, NOW + 899_000)).toEqual({ ok: true, claims: { ...claims, iat: NOW / 1000, exp: NOW / 1000 + 900, jti: expect.any(String) } });
    expect(verifyAccessToken(token, secret, NOW + 900_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused with another secret, a changed payload or extra parts', () => {
    const token = signAccessToken(claims, secret, NOW, 900);
    const [header, payload, signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...claims, role: 'administrator', iat: NOW / 1000, exp: NOW / 1000 + 900 })).toString('base64url');
    expect(verifyAccessToken(token, Buffer.from('another-secret'), NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyAccessToken(`${header}.${changed}.${signature}`, secret, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyAccessToken(`${header}.${payload}.${signature}.x`, secret, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyAccessToken('', secret, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('token uniqueness', () => {
  // A refresh in the same second as the sign-in must still hand out a new token.
  it('two tokens for the same claims in the same second differ', () => {
    expect(signAccessToken(claims, secret, NOW, 900)).not.toBe(signAccessToken(claims, secret, NOW, 900));
  });
});
