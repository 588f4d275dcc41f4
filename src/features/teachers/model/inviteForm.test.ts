import { describe, expect, it } from 'vitest';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import { EMPTY_INVITE, INVITE_FIELDS, inviteFormSchema, toInviteRequest, type InviteFormValues } from './inviteForm.ts';

const valid: InviteFormValues = { first_name: 'Gül', last_name: 'Ekinci', email: 'gul.ekinci@okul.example', branch: 'Matematik' };
const errorsOf = (changes: Partial<InviteFormValues>) => {
  const result = validateForm(inviteFormSchema, { ...valid, ...changes });
  return result.success ? {} : result.errors;
};

describe('the invite form, as the server checks it', () => {
  it('accepts a teacher with or without a branch', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ branch: '' })).toEqual({});
  });

  it('asks for every required field of an empty form', () =>
    expect(validateForm(inviteFormSchema, EMPTY_INVITE)).toEqual({
      success: false,
      errors: { first_name: 'Ad zorunludur.', last_name: 'Soyad zorunludur.', email: 'E-posta adresi zorunludur.' },
    }));

  it('bounds the names at 2 to 50 characters, spaces around them not counted', () => {
    expect(errorsOf({ first_name: ' G ' })).toEqual({ first_name: 'Ad en az 2 karakter olmalıdır.' });
    expect(errorsOf({ last_name: 'ş'.repeat(51) })).toEqual({ last_name: 'Soyad en fazla 50 karakter olabilir.' });
    expect(errorsOf({ last_name: 'ş'.repeat(50) })).toEqual({});
  });

  it('wants a valid e-mail', () => expect(errorsOf({ email: 'gul@' })).toEqual({ email: 'Geçerli bir e-posta adresi girin.' }));

  it('bounds a given branch at 2 to 60 characters', () => {
    expect(errorsOf({ branch: 'M' })).toEqual({ branch: 'Branş en az 2 karakter olmalıdır.' });
    expect(errorsOf({ branch: 'ü'.repeat(61) })).toEqual({ branch: 'Branş en fazla 60 karakter olabilir.' });
    expect(errorsOf({ branch: 'ü'.repeat(60) })).toEqual({});
  });

  it('sends trimmed values, the e-mail in lower case and no branch as null', () => {
    const result = validateForm(inviteFormSchema, { first_name: ' Gül ', last_name: 'Ekinci ', email: ' Gul@Okul.Example ', branch: '   ' });
    expect(result.success && toInviteRequest(result.output)).toEqual({ first_name: 'Gül', last_name: 'Ekinci', email: 'gul@okul.example', branch: null });
  });

  it('lists its fields, for the server’s field errors', () => expect(INVITE_FIELDS).toEqual(['first_name', 'last_name', 'email', 'branch']));
});
