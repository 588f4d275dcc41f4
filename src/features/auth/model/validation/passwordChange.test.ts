import { describe, expect, it } from 'vitest';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import { EMPTY_PASSWORD_CHANGE, passwordChangeSchema, type PasswordChangeValues } from './passwordChange.ts';

const valid: PasswordChangeValues = { current_password: 'Eski1234', new_password: 'Yeni1234', new_password_confirm: 'Yeni1234' };
const errorsOf = (values: PasswordChangeValues) => {
  const result = validateForm(passwordChangeSchema, values);
  return result.success ? {} : result.errors;
};
const withNew = (password: string) => ({ ...valid, new_password: password, new_password_confirm: password });

describe('passwordChangeSchema (docs/behaviour.md#validation)', () => {
  it('accepts a valid change', () => expect(errorsOf(valid)).toEqual({}));

  it('requires every field', () =>
    expect(errorsOf(EMPTY_PASSWORD_CHANGE)).toEqual({
      current_password: 'Mevcut şifrenizi girin.',
      new_password: 'Yeni şifre zorunludur.',
      new_password_confirm: 'Yeni şifre tekrarı zorunludur.',
    }));

  it('refuses a new password of 7 characters and accepts 8', () => {
    expect(errorsOf(withNew('Yeni123'))).toEqual({ new_password: 'Yeni şifre en az 8 karakter olmalıdır.' });
    expect(errorsOf(withNew('Yeni1234'))).toEqual({});
  });

  it.each([
    ['no upper case', 'yeni1234'],
    ['no lower case', 'YENI1234'],
    ['no digit', 'YeniSifre'],
  ])('refuses a new password with %s', (_, password) =>
    expect(errorsOf(withNew(password))).toEqual({ new_password: 'Yeni şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir.' }),
  );

  it('refuses a new password equal to the current one', () =>
    expect(errorsOf({ ...withNew('Ayni1234'), current_password: 'Ayni1234' })).toEqual({
      new_password: 'Yeni şifre mevcut şifreden farklı olmalıdır.',
    }));

  it('refuses a confirmation that differs', () =>
    expect(errorsOf({ ...valid, new_password_confirm: 'Yeni12345' })).toEqual({ new_password_confirm: 'Şifreler eşleşmiyor.' }));

  it('never trims a password', () =>
    expect(errorsOf({ ...valid, new_password_confirm: 'Yeni1234 ' })).toEqual({ new_password_confirm: 'Şifreler eşleşmiyor.' }));
});
