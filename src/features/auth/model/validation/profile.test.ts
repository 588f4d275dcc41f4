import { describe, expect, it } from 'vitest';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import { PROFILE_FIELDS, PROFILE_FORM_FIELDS, changesEmail, profileFormSchema, profileSchema } from './profile.ts';

const valid = { first_name: 'Ay', last_name: 'Su', email: 'ay.su@okul.example' };
const errorsOf = (values: typeof valid) => {
  const result = validateForm(profileSchema, values);
  return result.success ? {} : result.errors;
};

describe('profileSchema (docs/behaviour.md#validation)', () => {
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

describe('profileFormSchema', () => {
  const onFile = 'ay.su@okul.example';
  const check = (email: string, current_password: string) => validateForm(profileFormSchema(onFile), { ...valid, email, current_password });

  it('needs no password while the e-mail is the one on file, whatever its case and spaces', () => {
    expect(check(' AY.SU@okul.example ', '').success).toBe(true);
    expect(changesEmail(' AY.SU@okul.example ', onFile)).toBe(false);
  });

  it('asks for the current password with a new e-mail', () => {
    expect(check('yeni@okul.example', '')).toEqual({
      success: false,
      errors: { current_password: 'E-posta adresinizi değiştirmek için mevcut şifrenizi girin.' },
    });
    expect(check('yeni@okul.example', 'Eski1234').success).toBe(true);
  });

  it('maps the server error for the current password too', () => expect(PROFILE_FORM_FIELDS).toContain('current_password'));
});
