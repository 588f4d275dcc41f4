import { describe, expect, it } from 'vitest';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import { PROFILE_FIELDS, profileSchema } from './profile.ts';

const valid = { first_name: 'Ay', last_name: 'Su', email: 'ay.su@okul.example' };
const errorsOf = (values: typeof valid) => {
  const result = validateForm(profileSchema, values);
  return result.success ? {} : result.errors;
};

describe('profileSchema (SPEC §5)', () => {
  it('accepts names of exactly 2 characters and a valid e-mail', () => expect(errorsOf(valid)).toEqual({}));

  it('requires first and last name', () =>
    expect(errorsOf({ ...valid, first_name: '', last_name: '   ' })).toEqual({ first_name: 'Ad zorunludur.', last_name: 'Soyad zorunludur.' }));

  it('refuses 1-character names, ignoring surrounding spaces', () =>
    expect(errorsOf({ ...valid, first_name: 'A', last_name: ' B ' })).toEqual({
      first_name: 'Ad en az 2 karakter olmalıdır.',
      last_name: 'Soyad en az 2 karakter olmalıdır.',
    }));

  it('requires a valid e-mail', () => {
    expect(errorsOf({ ...valid, email: '' })).toEqual({ email: 'E-posta adresi zorunludur.' });
    expect(errorsOf({ ...valid, email: 'ay.su@' })).toEqual({ email: 'Geçerli bir e-posta adresi girin.' });
  });

  it('trims the names and trims and lower-cases the e-mail', () =>
    expect(validateForm(profileSchema, { first_name: ' Ayşe ', last_name: 'Yılmaz ', email: ' Ayse@Okul.Example ' })).toEqual({
      success: true,
      output: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@okul.example' },
    }));

  it('lists its fields for mapping server errors', () => expect(PROFILE_FIELDS).toEqual(['first_name', 'last_name', 'email']));
});
