import { describe, expect, it } from 'vitest';
import { SCHOOL_LOGIN_CODES, validateSchoolLogin, type SchoolLoginValues } from './schoolLogin.ts';

const complete: SchoolLoginValues = { school: 'ataturk-ortaokulu', level: '5. Sınıf', role: 'ogrenci', password: 'x' };

describe('validateSchoolLogin (docs/behaviour.md#validation school login)', () => {
  it('passes when school, level, role and password are all there', () => {
    expect(validateSchoolLogin(complete)).toEqual({ success: true, output: complete });
  });

  it.each([
    ['school', null, 'Okulunuzu seçin.'],
    ['level', null, 'Sınıfınızı seçin.'],
    ['role', null, 'Hesap türünü seçin.'],
    ['password', '', 'Şifrenizi girin.'],
    ['school', '', 'Okulunuzu seçin.'],
    ['level', '  ', 'Sınıfınızı seçin.'],
    ['role', undefined, 'Hesap türünü seçin.'],
    ['password', null, 'Şifrenizi girin.'],
  ] as const)('gives EKSİK_BİLGİ when %s is %j', (field, value, fieldMessage) => {
    const result = validateSchoolLogin({ ...complete, [field]: value });
    expect(result).toEqual({
      success: false,
      code: 'EKSİK_BİLGİ',
      message: 'Lütfen okul, sınıf, hesap türü ve şifreyi doldurun.',
      errors: { [field]: fieldMessage },
    });
  });

  it('names every missing field at once', () => {
    const result = validateSchoolLogin({ school: null, level: null, role: null, password: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors)).toEqual(['school', 'level', 'role', 'password']);
  });

  it('keeps a password of spaces as typed (passwords are not trimmed)', () => {
    expect(validateSchoolLogin({ ...complete, password: '   ' })).toEqual({ success: true, output: { ...complete, password: '   ' } });
  });

  it('uses the docs/behaviour.md#errors literals', () => {
    expect(SCHOOL_LOGIN_CODES).toEqual({
      missingInfo: 'EKSİK_BİLGİ',
      resolveFailed: 'E-POSTA ÇÖZÜMLEME HATASI',
      loginFailed: 'GİRİŞ_BAŞARISIZ',
      serverError: 'SUNUCU HATASI',
      schoolListFailed: 'OKUL_LISTESI_YUKLENEMEDI',
    });
  });
});
