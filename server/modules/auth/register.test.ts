import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type AuthResponse, type RegisterRequest } from '../../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let serial = 0;
function registration(overrides: Partial<Record<keyof RegisterRequest, unknown>> = {}): Record<string, unknown> {
  serial += 1;
  return {
    first_name: 'Deniz',
    last_name: 'Aksoy',
    email: `deniz.${serial}@ornek.example`,
    role: 'teacher',
    password: 'Guclu1234',
    password_confirm: 'Guclu1234',
    terms_accepted: true,
    ...overrides,
  };
}

describe('POST /api/auth/register/', () => {
  it('creates the account and signs it in (201, the login shape)', async () => {
    const body = registration({ email: '  Yeni.Ogretmen@Ornek.Example ', newsletter_opt_in: true });
    const reply = await server.post<AuthResponse>(API_PATHS.register, body);

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      success: true,
      message: expect.any(String),
      user: {
        first_name: 'Deniz',
        last_name: 'Aksoy',
        full_name: 'Deniz Aksoy',
        email: 'yeni.ogretmen@ornek.example',
        role: 'teacher',
        newsletter_opt_in: true,
      },
      tokens: { access: expect.any(String), refresh: expect.any(String) },
    });
    expect(reply.body.user).not.toHaveProperty('password_hash');

    const profile = await server.get<AuthResponse>(API_PATHS.profile, { token: reply.body.tokens.access });
    expect(profile.body.user.email).toBe('yeni.ogretmen@ornek.example');
    const login = await server.login('yeni.ogretmen@ornek.example', 'Guclu1234');
    expect(login.user.id).toBe(reply.body.user.id);
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const first = registration({ password: 'Ayni12345', password_confirm: 'Ayni12345' });
    const second = registration({ password: 'Ayni12345', password_confirm: 'Ayni12345' });
    await server.post(API_PATHS.register, first);
    await server.post(API_PATHS.register, second);
    const hashes = server.db
      .prepare<[string, string], { password_hash: string }>('SELECT password_hash FROM users WHERE email IN (?, ?)')
      .all(String(first.email), String(second.email))
      .map((row) => row.password_hash);
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain('Ayni12345');
    }
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it.each([
    ['first name missing', { first_name: undefined }, 'first_name', 'FIELD_REQUIRED', 'Ad zorunludur.'],
    ['first name too short', { first_name: 'A' }, 'first_name', 'NAME_TOO_SHORT', 'Ad en az 2 karakter olmalıdır.'],
    ['last name only spaces around one letter', { last_name: '  B  ' }, 'last_name', 'NAME_TOO_SHORT', 'Soyad en az 2 karakter olmalıdır.'],
    ['first name over 50 characters', { first_name: 'A'.repeat(51) }, 'first_name', 'VALIDATION_ERROR', 'Ad en fazla 50 karakter olabilir.'],
    ['a last name of 51 characters', { last_name: 'B'.repeat(51) }, 'last_name', 'VALIDATION_ERROR', 'Soyad en fazla 50 karakter olabilir.'],
    ['a control character in the name', { first_name: 'Ali\u0007' }, 'first_name', 'VALIDATION_ERROR', 'Ad görünmeyen ya da bozuk karakterler içeremez.'],
    ['a lone surrogate in the name', { last_name: 'Kaya\uD800' }, 'last_name', 'VALIDATION_ERROR', 'Soyad görünmeyen ya da bozuk karakterler içeremez.'],
    [
      'a password over 128 characters',
      { password: `Aa1${'x'.repeat(200)}`, password_confirm: `Aa1${'x'.repeat(200)}` },
      'password',
      'VALIDATION_ERROR',
      'Şifre en fazla 128 karakter olabilir.',
    ],
    ['e-mail missing', { email: '' }, 'email', 'EMAIL_REQUIRED', 'E-posta adresi zorunludur.'],
    ['e-mail invalid', { email: 'deniz@' }, 'email', 'EMAIL_INVALID', 'Geçerli bir e-posta adresi girin.'],
    ['role missing', { role: undefined }, 'role', 'FIELD_REQUIRED', 'Geçerli bir hesap türü seçin.'],
    ['role unknown', { role: 'superuser' }, 'role', 'FIELD_REQUIRED', 'Geçerli bir hesap türü seçin.'],
    ['role administrator (made only for a school)', { role: 'administrator' }, 'role', 'FIELD_REQUIRED', 'Geçerli bir hesap türü seçin.'],
    ['password too short', { password: 'Ab1', password_confirm: 'Ab1' }, 'password', 'PASSWORD_TOO_SHORT', 'Şifre en az 8 karakter olmalıdır.'],
    [
      'password without upper case',
      { password: 'guclu1234', password_confirm: 'guclu1234' },
      'password',
      'WEAK_PASSWORD',
      'Şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir.',
    ],
    [
      'password without lower case',
      { password: 'GUCLU1234', password_confirm: 'GUCLU1234' },
      'password',
      'WEAK_PASSWORD',
      'Şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir.',
    ],
    [
      'password without a digit',
      { password: 'GucluSifre', password_confirm: 'GucluSifre' },
      'password',
      'WEAK_PASSWORD',
      'Şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir.',
    ],
    ['confirmation missing', { password_confirm: undefined }, 'password_confirm', 'FIELD_REQUIRED', 'Şifre tekrarı zorunludur.'],
    ['confirmation different', { password_confirm: 'Guclu12345' }, 'password_confirm', 'PASSWORDS_DONT_MATCH', 'Şifreler eşleşmiyor.'],
    ['terms not accepted', { terms_accepted: false }, 'terms_accepted', 'VALIDATION_ERROR', 'Kullanım koşullarını kabul etmelisiniz.'],
    ['terms missing', { terms_accepted: undefined }, 'terms_accepted', 'VALIDATION_ERROR', 'Kullanım koşullarını kabul etmelisiniz.'],
  ] as const)('rejects a registration with %s', async (_case, overrides, field, code, message) => {
    const usersBefore = server.count('users');
    const reply = await server.post(API_PATHS.register, registration(overrides));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message, error_code: code, errors: { [field]: [message] } });
    expect(server.count('users')).toBe(usersBefore);
  });

  it('takes names with Turkish letters, apostrophes and emoji (paired surrogates)', async () => {
    const reply = await server.post<AuthResponse>(API_PATHS.register, registration({ first_name: 'Çağrı 🌳', last_name: "O'Neil-Şahin" }));
    expect(reply.status).toBe(201);
  });

  it('answers an array where an object is expected with 400', async () => {
    const reply = await server.post(API_PATHS.register, [registration()]);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, error_code: 'VALIDATION_ERROR', message: 'İstek gövdesi bir JSON nesnesi olmalıdır.' });
  });

  it('lists every failing field with VALIDATION_ERROR when several fail', async () => {
    const reply = await server.post(API_PATHS.register, { email: 'bozuk', password: 'kisa', terms_accepted: false });
    expect(reply.status).toBe(400);
    expect(reply.body.error_code).toBe('VALIDATION_ERROR');
    expect(Object.keys(reply.body.errors ?? {}).sort()).toEqual(
      ['email', 'first_name', 'last_name', 'password', 'password_confirm', 'role', 'terms_accepted'].sort(),
    );
    expect(reply.body.errors?.password).toEqual(['Şifre en az 8 karakter olmalıdır.']);
  });

  it('refuses an e-mail that is already registered, whatever its case (409)', async () => {
    const usersBefore = server.count('users');
    const reply = await server.post(API_PATHS.register, registration({ email: 'OGRENCI@etkilab.example' }));
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      success: false,
      message: 'Bu e-posta adresi zaten kayıtlı.',
      error_code: 'EMAIL_ALREADY_EXISTS',
      errors: { email: ['Bu e-posta adresi zaten kayıtlı.'] },
    });
    expect(server.count('users')).toBe(usersBefore);
  });

  it('answers a body that is not an object with 400', async () => {
    for (const rawBody of ['[]', '"metin"', 'null']) {
      const reply = await server.request('POST', API_PATHS.register, { rawBody });
      expect(reply.status).toBe(400);
      expect(reply.body.success).toBe(false);
      expect(reply.body.error_code).toBe('VALIDATION_ERROR');
    }
  });
});
