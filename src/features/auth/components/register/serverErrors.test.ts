import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/ApiError.ts';
import { formFieldErrors, generalMessage } from './serverErrors.ts';

describe('formFieldErrors', () => {
  it('keeps the first message of the form’s own fields', () => {
    const error = new ApiError({ code: 'VALIDATION_ERROR', message: 'Düzeltin.', fieldErrors: { email: ['Geçersiz.', 'İkinci'], school: ['x'] } });
    expect(formFieldErrors(error, ['email', 'first_name'])).toEqual({ email: 'Geçersiz.' });
  });

  it('places a known code on its field when the server sent no field errors', () => {
    const taken = new ApiError({ code: 'EMAIL_ALREADY_EXISTS', message: 'Bu e-posta adresi zaten kayıtlı.' });
    expect(formFieldErrors(taken, ['email'])).toEqual({ email: 'Bu e-posta adresi zaten kayıtlı.' });
    const wrong = new ApiError({ code: 'CURRENT_PASSWORD_WRONG', message: 'Mevcut şifreniz hatalı.' });
    expect(formFieldErrors(wrong, ['current_password', 'new_password'])).toEqual({ current_password: 'Mevcut şifreniz hatalı.' });
    expect(formFieldErrors(wrong, ['email'])).toEqual({});
  });
});

describe('generalMessage', () => {
  it('is left out when a field already shows it', () => {
    const error = new ApiError({ code: 'EMAIL_ALREADY_EXISTS', message: 'Kayıtlı.' });
    expect(generalMessage(error, { email: 'Kayıtlı.' })).toBeNull();
    expect(generalMessage(error, {}, { password: 'Başka.' })).toBe('Kayıtlı.');
  });
});
