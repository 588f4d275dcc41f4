import { describe, expect, it } from 'vitest';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import {
  EMPTY_INFO,
  EMPTY_SECURITY,
  INFO_FIELDS,
  SECURITY_FIELDS,
  registerInfoSchema,
  registerSecuritySchema,
  toRegisterRequest,
  type RegisterInfoValues,
  type RegisterSecurityValues,
} from './register.ts';

const info: RegisterInfoValues = { first_name: 'Ay', last_name: 'Su', email: 'ay.su@okul.example', role: 'student' };
const security: RegisterSecurityValues = { password: 'Gizli123', password_confirm: 'Gizli123', terms_accepted: true, newsletter_opt_in: false };

const infoErrors = (values: RegisterInfoValues) => {
  const result = validateForm(registerInfoSchema, values);
  return result.success ? {} : result.errors;
};
const securityErrors = (values: RegisterSecurityValues) => {
  const result = validateForm(registerSecuritySchema, values);
  return result.success ? {} : result.errors;
};
const withPassword = (password: string) => ({ ...security, password, password_confirm: password });

describe('registerInfoSchema (step 1)', () => {
  it('accepts 2-character names, a valid e-mail and a role', () => expect(infoErrors(info)).toEqual({}));

  it('flags every empty field of step 1', () =>
    expect(infoErrors(EMPTY_INFO)).toEqual({
      first_name: 'Ad zorunludur.',
      last_name: 'Soyad zorunludur.',
      email: 'E-posta adresi zorunludur.',
      role: 'Hesap türünü seçin.',
    }));

  it('refuses 1-character names', () =>
    expect(infoErrors({ ...info, first_name: 'A', last_name: 'B' })).toEqual({
      first_name: 'Ad en az 2 karakter olmalıdır.',
      last_name: 'Soyad en az 2 karakter olmalıdır.',
    }));

  it('refuses an invalid e-mail', () => expect(infoErrors({ ...info, email: 'ay.su' })).toEqual({ email: 'Geçerli bir e-posta adresi girin.' }));

  it('accepts only the four roles', () => {
    for (const role of ['student', 'teacher', 'parent']) expect(infoErrors({ ...info, role })).toEqual({});
    // Administrators are made for a school, never by signing up.
    expect(infoErrors({ ...info, role: 'administrator' })).toHaveProperty('role');
    expect(infoErrors({ ...info, role: 'researcher' })).toEqual({ role: 'Hesap türünü seçin.' });
  });
});

describe('registerSecuritySchema (step 2)', () => {
  it('accepts a valid password, an equal confirmation and accepted terms', () => expect(securityErrors(security)).toEqual({}));

  it('flags every empty field of step 2 except the optional newsletter', () =>
    expect(Object.keys(securityErrors(EMPTY_SECURITY)).sort()).toEqual(['password', 'password_confirm', 'terms_accepted']));

  it('refuses 7 characters and accepts 8', () => {
    expect(securityErrors(withPassword('Gizli12'))).toEqual({ password: 'Şifre en az 8 karakter olmalıdır.' });
    expect(securityErrors(withPassword('Gizli123'))).toEqual({});
  });

  it.each([
    ['no upper case', 'gizli123'],
    ['no lower case', 'GIZLI123'],
    ['no digit', 'GizliSifre'],
  ])('refuses a password with %s', (_, password) =>
    expect(securityErrors(withPassword(password))).toEqual({ password: 'Şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir.' }),
  );

  it('requires the confirmation and refuses a mismatch', () => {
    expect(securityErrors({ ...security, password_confirm: '' })).toEqual({ password_confirm: 'Şifre tekrarı zorunludur.' });
    expect(securityErrors({ ...security, password_confirm: 'Gizli124' })).toEqual({ password_confirm: 'Şifreler eşleşmiyor.' });
  });

  it('requires the terms to be accepted', () =>
    expect(securityErrors({ ...security, terms_accepted: false })).toEqual({
      terms_accepted: 'Devam etmek için kullanım koşullarını ve gizlilik politikasını kabul etmelisiniz.',
    }));
});

describe('registration request', () => {
  it('splits the server field names between the steps', () => {
    expect(INFO_FIELDS).toEqual(['first_name', 'last_name', 'email', 'role']);
    expect(SECURITY_FIELDS).toEqual(['password', 'password_confirm', 'terms_accepted', 'newsletter_opt_in']);
  });

  it('is both steps’ parsed output: names trimmed, e-mail normalised, password as typed', () => {
    const parsedInfo = validateForm(registerInfoSchema, { ...info, first_name: ' Ay ', email: ' Ay.Su@Okul.Example ', role: 'teacher' });
    const parsedSecurity = validateForm(registerSecuritySchema, withPassword(' Gizli123'));
    if (!parsedInfo.success || !parsedSecurity.success) throw new Error('expected both steps to pass');
    expect(toRegisterRequest(parsedInfo.output, parsedSecurity.output)).toEqual({
      first_name: 'Ay',
      last_name: 'Su',
      email: 'ay.su@okul.example',
      role: 'teacher',
      password: ' Gizli123',
      password_confirm: ' Gizli123',
      terms_accepted: true,
      newsletter_opt_in: false,
    });
  });
});
