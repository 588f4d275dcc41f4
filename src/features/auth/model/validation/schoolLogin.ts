import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { validateForm, type FieldErrors } from '@/shared/ui/form/formErrors.ts';
import { lazyMessage } from '@/shared/ui/form/rules.ts';

/** docs/behaviour.md#errors school-login codes: literals, not prose, shown next to a Turkish explanation. */
export const SCHOOL_LOGIN_CODES = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a docs/behaviour.md#errors code, shown as is
  missingInfo: 'EKSİK_BİLGİ',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a docs/behaviour.md#errors code, shown as is
  resolveFailed: 'E-POSTA ÇÖZÜMLEME HATASI',
  loginFailed: 'GİRİŞ_BAŞARISIZ',
  serverError: 'SUNUCU HATASI',
  schoolListFailed: 'OKUL_LISTESI_YUKLENEMEDI',
} as const;

// A select with nothing chosen holds null or "".
const choice = (message: () => string) => v.pipe(v.nullish(v.string(message), ''), v.trim(), v.nonEmpty(message));
const PASSWORD_REQUIRED = lazyMessage(msg`Şifrenizi girin.`);

/** docs/behaviour.md#validation school login: school, level, account type and password are all required. */
const schoolLoginSchema = v.object({
  school: choice(lazyMessage(msg`Okulunuzu seçin.`)),
  level: choice(lazyMessage(msg`Sınıfınızı seçin.`)),
  role: choice(lazyMessage(msg`Hesap türünü seçin.`)),
  // Passwords are never trimmed: spaces may be part of them.
  password: v.pipe(v.nullish(v.string(PASSWORD_REQUIRED), ''), v.nonEmpty(PASSWORD_REQUIRED)),
});

export type SchoolLoginValues = v.InferInput<typeof schoolLoginSchema>;
export type SchoolLoginOutput = v.InferOutput<typeof schoolLoginSchema>;
type SchoolLoginField = keyof SchoolLoginValues;

export type SchoolLoginCheck =
  | { success: true; output: SchoolLoginOutput }
  | { success: false; code: typeof SCHOOL_LOGIN_CODES.missingInfo; message: string; errors: FieldErrors<SchoolLoginField> };

/** Any missing field gives 'EKSİK_BİLGİ' (docs/behaviour.md#validation, #errors), with a sentence saying what to fill in and a message per field. */
export function validateSchoolLogin(values: SchoolLoginValues): SchoolLoginCheck {
  const result = validateForm(schoolLoginSchema, values);
  if (result.success) return result;
  return {
    success: false,
    code: SCHOOL_LOGIN_CODES.missingInfo,
    message: i18n._(msg`Lütfen okul, sınıf, hesap türü ve şifreyi doldurun.`),
    errors: result.errors,
  };
}
