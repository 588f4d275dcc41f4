import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { LIMITS } from '@/shared/api/contract.ts';
import { emailRule, lazyMessage } from '@/shared/ui/form/rules.ts';

const EMAIL_REQUIRED = lazyMessage(msg`E-posta adresi zorunludur.`);
const EMAIL_INVALID = lazyMessage(msg`Geçerli bir e-posta adresi girin.`);

/** docs/behaviour.md#validation: e-mail required and valid. Surrounding spaces (a pasted address) are dropped. */
export const emailField = () => emailRule({ required: EMAIL_REQUIRED, invalid: EMAIL_INVALID });

const minimum = LIMITS.loginPasswordMin;
const PASSWORD_REQUIRED = lazyMessage(msg`Şifre zorunludur.`);
const PASSWORD_TOO_SHORT = lazyMessage(msg`Şifre en az ${minimum} karakter olmalıdır.`);

/** docs/behaviour.md#validation login: e-mail required and valid; password required, at least 6 characters (never trimmed). */
export const loginSchema = v.object({
  email: emailField(),
  password: v.pipe(v.string(PASSWORD_REQUIRED), v.nonEmpty(PASSWORD_REQUIRED), v.minLength(minimum, PASSWORD_TOO_SHORT)),
});
