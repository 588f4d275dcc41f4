import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './jwt.ts';

const secret = Buffer.from('test-secret-test-secret-test-secret');
const claims = { sub: '7', role: 'teacher', email: 'ogretmen@etkilab.example', sid: 'family' } as const;
const NOW = Date.UTC(2026, 0, 1);

describe('access tokens', () => {
  it('verify until they expire', async () => {
    const token = await signAccessToken(claims, secret, NOW, 900);
    expect(await verifyAccessToken(token, secret, NOW + 899_000)).toEqual({
      ok: true,
      claims: { ...claims, iat: NOW / 1000, exp: NOW / 1000 + 900, jti: expect.any(String) },
    });
    expect(await verifyAccessToken(token, secret, NOW + 900_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused with another secret, a changed payload or extra parts', async () => {
    const token = await signAccessToken(claims, secret, NOW, 900);
    const [header, payload, signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...claims, role: 'administrator', iat: NOW / 1000, exp: NOW / 1000 + 900 })).toString('base64url');
    expect(await verifyAccessToken(token, Buffer.from('another-secret'), NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAccessToken(`${header}.${changed}.${signature}`, secret, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAccessToken(`${header}.${payload}.${signature}.x`, secret, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAccessToken('', secret, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('algorithms', () => {
  // Signed over the same claims by hand: only HS256 with the secret is taken, never another HMAC or "alg: none".
  it('refuses a token made with another algorithm or none', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = (alg: string) => `${part({ alg, typ: 'JWT' })}.${part({ ...claims, iat: NOW / 1000, exp: NOW / 1000 + 900 })}`;
    const hs512 = `${body('HS512')}.${createHmac('sha512', secret).update(body('HS512')).digest('base64url')}`;
    const hs256 = `${body('HS256')}.${createHmac('sha256', secret).update(body('HS256')).digest('base64url')}`;
    for (const token of [hs512, `${body('none')}.`, `${body('none')}.${hs256.split('.')[2]}`]) {
      expect(await verifyAccessToken(token, secret, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect((await verifyAccessToken(hs256, secret, NOW)).ok).toBe(true);
  });
});

describe('one spelling per token', () => {
  it('refuses padding, standard base64 and spare low bits in the signature, and padding in the payload', async () => {
    const token = await signAccessToken(claims, secret, NOW, 900);
    const [header, payload, signature = ''] = token.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = signature.at(-1) ?? 'A';
    // The 43rd character carries 4 bits; its lowest 2 are padding that a lenient decoder ignores.
    const spareBits = alphabet[alphabet.indexOf(last) ^ 1] ?? 'A';
    const variants = [
      `${header}.${payload}.${signature}=`,
      `${header}.${payload}.${signature.slice(0, -1)}${spareBits}`,
      `${header}.${payload}.${signature.replace(/-/g, '+').replace(/_/g, '/')}`,
      `${header}.${payload}=.${signature}`,
    ].filter((variant) => variant !== token);
    expect(variants.length).toBeGreaterThanOrEqual(3);
    for (const variant of variants) expect(await verifyAccessToken(variant, secret, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect((await verifyAccessToken(token, secret, NOW)).ok).toBe(true);
  });
});

describe('token uniqueness', () => {
  // A refresh in the same second as the sign-in must still hand out a new token.
  it('two tokens for the same claims in the same second differ', async () => {
    expect(await signAccessToken(claims, secret, NOW, 900)).not.toBe(await signAccessToken(claims, secret, NOW, 900));
  });
});
