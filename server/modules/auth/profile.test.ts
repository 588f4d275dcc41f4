import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type AuthResponse, type ProfileUpdateRequest, type ProfileUpdateResponse } from '../../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let serial = 0;
/** A fresh account per test, so password and e-mail changes do not leak between tests. */
async function newAccount(): Promise<AuthResponse & { password: string }> {
  serial += 1;
  const password = 'Baslangic1';
  const reply = await server.post<AuthResponse>(API_PATHS.register, {
    first_name: 'Kerem',
    last_name: 'Polat',
    email: `kerem.${serial}@ornek.example`,
    role: 'parent',
    password,
    password_confirm: password,
    terms_accepted: true,
  });
  expect(reply.status).toBe(201);
  return { ...reply.body, password };
}

const update = (token: string, body: ProfileUpdateRequest | Record<string, unknown>) =>
  server.request<ProfileUpdateResponse>('PUT', API_PATHS.profileUpdate, { body, token });

describe('PUT /api/auth/profile/update/', () => {
  it('changes names and the newsletter choice, and the profile shows them', async () => {
    const account = await newAccount();
    const reply = await update(account.tokens.access, { first_name: ' Şükrü ', last_name: 'Öztürk', newsletter_opt_in: true });

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Profil bilgileriniz güncellendi.',
      user: { first_name: 'Şükrü', last_name: 'Öztürk', full_name: 'Şükrü Öztürk', newsletter_opt_in: true, role: 'parent' },
    });
    const profile = await server.get<AuthResponse>(API_PATHS.profile, { token: account.tokens.access });
    expect(profile.body.user).toMatchObject({ first_name: 'Şükrü', last_name: 'Öztürk', newsletter_opt_in: true });
  });

  it('changes the e-mail, which then signs in', async () => {
    const account = await newAccount();
    const email = `degisti.${serial}@ornek.example`;
    const reply = await update(account.tokens.access, { email: email.toUpperCase(), current_password: account.password });
    expect(reply.status).toBe(200);
    expect((reply.body as ProfileUpdateResponse).user.email).toBe(email);
    expect((await server.login(email, account.password)).user.id).toBe(account.user.id);
  });

  it('asks for the current password before it moves the account to a new e-mail', async () => {
    const account = await newAccount();
    const email = `baska.${serial}@ornek.example`;
    const missing = await update(account.tokens.access, { email, current_password: '' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      success: false,
      message: 'Mevcut şifrenizi girin.',
      error_code: 'FIELD_REQUIRED',
      errors: { current_password: ['Mevcut şifrenizi girin.'] },
    });

    const wrong = await update(account.tokens.access, { email, current_password: 'Yanlis1234' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error_code: 'CURRENT_PASSWORD_WRONG', errors: { current_password: ['Mevcut şifreniz hatalı.'] } });

    const profile = await server.get<AuthResponse>(API_PATHS.profile, { token: account.tokens.access });
    expect(profile.body.user.email).toBe(account.user.email);
    expect((await server.post(API_PATHS.login, { email, password: account.password })).status).toBe(401);
  });

  it('needs no password when the e-mail sent is the one on file, in any case', async () => {
    const account = await newAccount();
    const reply = await update(account.tokens.access, { first_name: 'Kerem', email: account.user.email.toUpperCase(), current_password: '' });
    expect(reply.status).toBe(200);
  });

  it('changes the e-mail and the password together, checking the current password once', async () => {
    const account = await newAccount();
    const email = `ikisi.${serial}@ornek.example`;
    const reply = await update(account.tokens.access, {
      email,
      current_password: account.password,
      new_password: 'YeniSifre1',
      new_password_confirm: 'YeniSifre1',
    });
    expect(reply.status).toBe(200);
    expect((await server.login(email, 'YeniSifre1')).user.id).toBe(account.user.id);
  });

  it("refuses another account's e-mail (409 EMAIL_ALREADY_EXISTS)", async () => {
    const account = await newAccount();
    const reply = await update(account.tokens.access, { email: 'ogretmen@etkilab.example', current_password: account.password });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ success: false, error_code: 'EMAIL_ALREADY_EXISTS', errors: { email: ['Bu e-posta adresi zaten kayıtlı.'] } });
  });

  it('ignores empty password fields sent by a profile form', async () => {
    const account = await newAccount();
    const reply = await update(account.tokens.access, { first_name: 'Kerem', current_password: '', new_password: '', new_password_confirm: '' });
    expect(reply.status).toBe(200);
    expect((await server.login(account.user.email, account.password)).success).toBe(true);
  });

  it.each([
    ['a short first name', { first_name: 'K' }, 'first_name', 'NAME_TOO_SHORT', 'Ad en az 2 karakter olmalıdır.'],
    ['an empty last name', { last_name: '   ' }, 'last_name', 'FIELD_REQUIRED', 'Soyad zorunludur.'],
    ['an invalid e-mail', { email: 'kerem.ornek.example' }, 'email', 'EMAIL_INVALID', 'Geçerli bir e-posta adresi girin.'],
    [
      'a new password without the current one',
      { new_password: 'YeniSifre1', new_password_confirm: 'YeniSifre1' },
      'current_password',
      'FIELD_REQUIRED',
      'Mevcut şifrenizi girin.',
    ],
    [
      'a new password that is too short',
      { current_password: 'Baslangic1', new_password: 'Ye1', new_password_confirm: 'Ye1' },
      'new_password',
      'PASSWORD_TOO_SHORT',
      'Yeni şifre en az 8 karakter olmalıdır.',
    ],
    [
      'a weak new password',
      { current_password: 'Baslangic1', new_password: 'yenisifre1', new_password_confirm: 'yenisifre1' },
      'new_password',
      'WEAK_PASSWORD',
      'Yeni şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir.',
    ],
    [
      'a new password equal to the current one',
      { current_password: 'Baslangic1', new_password: 'Baslangic1', new_password_confirm: 'Baslangic1' },
      'new_password',
      'VALIDATION_ERROR',
      'Yeni şifre mevcut şifreden farklı olmalıdır.',
    ],
    [
      'a confirmation that differs',
      { current_password: 'Baslangic1', new_password: 'YeniSifre1', new_password_confirm: 'YeniSifre2' },
      'new_password_confirm',
      'PASSWORDS_DONT_MATCH',
      'Şifreler eşleşmiyor.',
    ],
  ] as const)('refuses %s (400)', async (_case, body, field, code, message) => {
    const account = await newAccount();
    const reply = await update(account.tokens.access, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message, error_code: code, errors: { [field]: [message] } });
  });

  it('asks for the new password and its confirmation when only the current one is sent', async () => {
    const account = await newAccount();
    const reply = await update(account.tokens.access, { current_password: account.password });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      errors: { new_password: ['Yeni şifre zorunludur.'], new_password_confirm: ['Yeni şifre tekrarı zorunludur.'] },
    });
  });

  it('refuses a wrong current password (400 CURRENT_PASSWORD_WRONG) and keeps the old one', async () => {
    const account = await newAccount();
    const reply = await update(account.tokens.access, { current_password: 'Yanlis1234', new_password: 'YeniSifre1', new_password_confirm: 'YeniSifre1' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, error_code: 'CURRENT_PASSWORD_WRONG', errors: { current_password: ['Mevcut şifreniz hatalı.'] } });
    expect((await server.login(account.user.email, account.password)).success).toBe(true);
  });

  it('changes the password and ends the other sessions, not this one', async () => {
    const account = await newAccount();
    const elsewhere = await server.login(account.user.email, account.password);

    const reply = await update(account.tokens.access, { current_password: account.password, new_password: 'YeniSifre1', new_password_confirm: 'YeniSifre1' });
    expect(reply.status).toBe(200);

    const oldPassword = await server.post(API_PATHS.login, { email: account.user.email, password: account.password });
    expect(oldPassword.status).toBe(401);
    expect((await server.login(account.user.email, 'YeniSifre1')).success).toBe(true);
    expect((await server.post(API_PATHS.refresh, { refresh: elsewhere.tokens.refresh })).status).toBe(401);
    expect((await server.post(API_PATHS.refresh, { refresh: account.tokens.refresh })).status).toBe(200);
  });

  it('needs a valid access token (401 SESSION_EXPIRED)', async () => {
    for (const token of [undefined, 'gecersiz']) {
      const reply = await server.request('PUT', API_PATHS.profileUpdate, { body: { first_name: 'Kerem' }, token });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ success: false, error_code: 'SESSION_EXPIRED' });
    }
  });
});
