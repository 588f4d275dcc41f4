import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/ApiError.ts';
import { inviteAlert, inviteFieldErrors } from './inviteErrors.ts';

describe('the server’s refusal of an invite', () => {
  it('puts field errors under their fields and keeps the others out', () => {
    const error = new ApiError({
      code: 'VALIDATION_ERROR',
      message: 'Ad en az 2 karakter olmalıdır.',
      fieldErrors: { first_name: ['Ad en az 2 karakter olmalıdır.'], role: ['x'] },
    });
    const fields = inviteFieldErrors(error);
    expect(fields).toEqual({ first_name: 'Ad en az 2 karakter olmalıdır.' });
    expect(inviteAlert(error, fields)).toBeNull();
  });

  it('puts "already registered" under the e-mail even without a field error', () => {
    const error = new ApiError({ code: 'EMAIL_ALREADY_EXISTS', message: 'Bu e-posta adresi zaten kayıtlı.' });
    expect(inviteFieldErrors(error)).toEqual({ email: 'Bu e-posta adresi zaten kayıtlı.' });
  });

  it('keeps a message with no field in the alert', () => {
    const error = new ApiError({ code: 'NETWORK_ERROR', message: 'Bağlantı hatası.', isNetworkError: true });
    expect(inviteAlert(error, inviteFieldErrors(error))).toBe('Bağlantı hatası.');
  });
});
