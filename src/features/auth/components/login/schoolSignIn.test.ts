import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/ApiError.ts';
import type { SchoolResolveResponse, User } from '@/shared/api/contract.ts';
import type { FlowResult } from '../../model/authFlows.ts';
import { schoolSignIn, type SchoolSignInDeps } from './schoolSignIn.ts';

const values = { school: 'ataturk', level: '5. Sınıf', role: 'ogrenci', password: 'sifre1' };
const user: User = { email: 'ataturk-5-ogrenci@okul.example', role: 'student' };

const deps = (resolve: SchoolSignInDeps['resolve'], signIn: SchoolSignInDeps['login'] = async () => ({ success: true, user })) => ({
  resolve: vi.fn(resolve),
  login: vi.fn(signIn),
});
const resolved = (answer: SchoolResolveResponse) => async () => answer;
const failedLogin = (error: ApiError) => async (): Promise<FlowResult> => ({ success: false, error });

describe('schoolSignIn (docs/behaviour.md#sessions-and-flows, #errors)', () => {
  it('resolves the account e-mail, then signs in with it and the password', async () => {
    const d = deps(resolved({ success: true, email: user.email }));
    await expect(schoolSignIn(values, d)).resolves.toEqual({ success: true, user });
    expect(d.resolve).toHaveBeenCalledWith({ school_slug: 'ataturk', level: '5. Sınıf', role: 'ogrenci' });
    expect(d.login).toHaveBeenCalledWith({ email: user.email, password: 'sifre1' });
  });

  it('shows the server message when resolve says success false', async () => {
    const d = deps(resolved({ success: false, message: 'Hesap bulunamadı.' }));
    await expect(schoolSignIn(values, d)).resolves.toEqual({ success: false, message: 'Hesap bulunamadı.' });
    expect(d.login).not.toHaveBeenCalled();
  });

  it("falls back to 'E-POSTA ÇÖZÜMLEME HATASI' without a message or without an e-mail", async () => {
    await expect(schoolSignIn(values, deps(resolved({ success: false })))).resolves.toEqual({ success: false, code: 'E-POSTA ÇÖZÜMLEME HATASI' });
    await expect(schoolSignIn(values, deps(resolved({ success: true })))).resolves.toEqual({ success: false, code: 'E-POSTA ÇÖZÜMLEME HATASI' });
    await expect(schoolSignIn(values, deps(resolved({ success: true, email: '  ' })))).resolves.toEqual({
      success: false,
      code: 'E-POSTA ÇÖZÜMLEME HATASI',
    });
  });

  it('shows the server message of a refused resolve call', async () => {
    const refused = new ApiError({ code: 'INVALID_CREDENTIALS', message: 'Bu okul, sınıf ve hesap türü için hesap bulunamadı.', status: 404 });
    const d = deps(async () => {
      throw refused;
    });
    await expect(schoolSignIn(values, d)).resolves.toEqual({ success: false, message: 'Bu okul, sınıf ve hesap türü için hesap bulunamadı.' });
  });

  it("falls back to 'E-POSTA ÇÖZÜMLEME HATASI' for a refused resolve call without text", async () => {
    const silent = new ApiError({ code: 'VALIDATION_ERROR', message: '', status: 400 });
    const d = deps(async () => {
      throw silent;
    });
    await expect(schoolSignIn(values, d)).resolves.toEqual({ success: false, code: 'E-POSTA ÇÖZÜMLEME HATASI' });
  });

  it("gives 'SUNUCU HATASI' when resolve cannot reach the server, the server breaks, or something throws", async () => {
    const offline = new ApiError({ code: 'NETWORK_ERROR', message: 'Bağlantı hatası.', isNetworkError: true });
    const broken = new ApiError({ code: 'SERVER_ERROR', message: '<html>502</html>', status: 502 });
    for (const thrown of [offline, broken, new TypeError('boom')]) {
      const d = deps(async () => {
        throw thrown;
      });
      await expect(schoolSignIn(values, d)).resolves.toEqual({ success: false, code: 'SUNUCU HATASI' });
    }
  });

  it('shows the authentication error when the sign-in fails', async () => {
    const wrong = new ApiError({ code: 'INVALID_CREDENTIALS', message: 'E-posta veya şifre hatalı.', status: 401 });
    const d = deps(resolved({ success: true, email: user.email }), failedLogin(wrong));
    await expect(schoolSignIn(values, d)).resolves.toEqual({ success: false, message: 'E-posta veya şifre hatalı.' });
  });

  it("falls back to 'GİRİŞ_BAŞARISIZ' when the sign-in error has no text", async () => {
    const silent = new ApiError({ code: 'UNKNOWN_ERROR', message: '', status: 400 });
    const d = deps(resolved({ success: true, email: user.email }), failedLogin(silent));
    await expect(schoolSignIn(values, d)).resolves.toEqual({ success: false, code: 'GİRİŞ_BAŞARISIZ' });
  });

  it("gives 'SUNUCU HATASI' when the sign-in has no connection or throws", async () => {
    const offline = new ApiError({ code: 'NETWORK_ERROR', message: 'Bağlantı hatası.', isNetworkError: true });
    await expect(schoolSignIn(values, deps(resolved({ success: true, email: user.email }), failedLogin(offline)))).resolves.toEqual({
      success: false,
      code: 'SUNUCU HATASI',
    });
    const throwing = deps(resolved({ success: true, email: user.email }), async () => {
      throw new Error('boom');
    });
    await expect(schoolSignIn(values, throwing)).resolves.toEqual({ success: false, code: 'SUNUCU HATASI' });
  });
});
