import { describe, expect, it } from 'vitest';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import { loginSchema } from './login.ts';

const check = (email: string, password: string) => validateForm(loginSchema, { email, password });
const GOOD_PASSWORD = 'gizli1';

describe('loginSchema (docs/behaviour.md#validation login)', () => {
  it('requires the e-mail, also when it is only spaces', () => {
    expect(check('', GOOD_PASSWORD)).toEqual({ success: false, errors: { email: 'E-posta adresi zorunludur.' } });
    expect(check('   ', GOOD_PASSWORD)).toEqual({ success: false, errors: { email: 'E-posta adresi zorunludur.' } });
  });

  it.each(['ali', 'ali@', '@okul.com', 'ali@okul', 'ali@okul.c', 'ali okul@okul.com', 'ali@@okul.com'])('refuses the malformed e-mail %j', (email) => {
    expect(check(email, GOOD_PASSWORD)).toEqual({ success: false, errors: { email: 'Geçerli bir e-posta adresi girin.' } });
  });

  it.each(['ali@okul.com', 'ali.veli+fen@okul.k12.tr', 'A.Yilmaz@Okul.COM'])('accepts the e-mail %j', (email) => {
    expect(check(email, GOOD_PASSWORD).success).toBe(true);
  });

  it('trims a pasted e-mail', () => {
    expect(check('  ali@okul.com \n', GOOD_PASSWORD)).toEqual({ success: true, output: { email: 'ali@okul.com', password: GOOD_PASSWORD } });
  });

  it('caps the e-mail at 254 characters', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(check(at254, GOOD_PASSWORD).success).toBe(true);
    expect(check(`a${at254}`, GOOD_PASSWORD)).toEqual({ success: false, errors: { email: 'Geçerli bir e-posta adresi girin.' } });
  });

  it('requires the password', () => {
    expect(check('ali@okul.com', '')).toEqual({ success: false, errors: { password: 'Şifre zorunludur.' } });
  });

  it('needs at least 6 characters: 5 fails, 6 passes', () => {
    expect(check('ali@okul.com', '12345')).toEqual({ success: false, errors: { password: 'Şifre en az 6 karakter olmalıdır.' } });
    expect(check('ali@okul.com', '123456')).toEqual({ success: true, output: { email: 'ali@okul.com', password: '123456' } });
  });

  it('does not trim the password', () => {
    expect(check('ali@okul.com', ' abcd ')).toEqual({ success: true, output: { email: 'ali@okul.com', password: ' abcd ' } });
  });

  it('reports both fields at once', () => {
    expect(check('', '')).toEqual({ success: false, errors: { email: 'E-posta adresi zorunludur.', password: 'Şifre zorunludur.' } });
  });
});
